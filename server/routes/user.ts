import { CurrentUserAnswer, ProfileAnswer } from '../contract';
import { API_BASE, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import type { Profiles } from '../users';
import { present } from './present';

export interface UserRouteOptions {
  profiles: Profiles;
  authenticator: Authenticator;
}

export async function registerUserRoutes(app: App, { profiles, authenticator }: UserRouteOptions): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    // The literal path of the spec, plus signs included.
    scope.get(`${API_BASE}/user/me/a+p+acc+ap+t`, { schema: { response: { 200: ProfileAnswer } } }, async (request) => {
      return { status: 'success' as const, data: present(await profiles.profile(sessionOf(request))) };
    });

    scope.get(`${API_BASE}/user/me`, { schema: { response: { 200: CurrentUserAnswer } } }, async (request) => {
      return { status: 'success' as const, data: present(await profiles.currentUser(sessionOf(request))) };
    });
    done();
  });
}
