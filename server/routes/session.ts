import { SessionAnswer, SessionBodySchema } from '../contract';
import { API_V1_BASE, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import type { SessionStore } from '../sessions';
import { SESSION_BODY_LIMIT } from './bodyLimits';
import { present } from './present';

export interface SessionRouteOptions {
  sessionStore: SessionStore;
  authenticator: Authenticator;
}

/** The desktop session of the signed-in user in the token's account (docs/features/apps-and-plugins.md#the-session). */
export async function registerSessionRoutes(app: App, { sessionStore, authenticator }: SessionRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    scope.get(`${API_V1_BASE}/user/me/getsession`, { schema: { response: { 200: SessionAnswer } } }, async (request) => {
      return { status: 'success' as const, data: present(await sessionStore.get(sessionOf(request))) };
    });

    scope.post(
      `${API_V1_BASE}/user/me/updatesession`,
      { schema: { body: SessionBodySchema, response: { 200: SessionAnswer } }, bodyLimit: SESSION_BODY_LIMIT },
      async (request) => {
        return { status: 'success' as const, data: present(await sessionStore.save(sessionOf(request), request.body.data)) };
      },
    );

    // The same body as updatesession; only the entries' names count, and an empty list removes nothing.
    scope.post(
      `${API_V1_BASE}/user/me/removesession`,
      { schema: { body: SessionBodySchema, response: { 200: SessionAnswer } }, bodyLimit: SESSION_BODY_LIMIT },
      async (request) => {
        const names = request.body.data.map((entry) => entry.name);
        return { status: 'success' as const, data: present(await sessionStore.remove(sessionOf(request), names)) };
      },
    );
    done();
  });
}
