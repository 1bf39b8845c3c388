import type { AccessTokens } from '../auth';
import { CurrentUserAnswer, MESSAGES, ProfileAnswer } from '../contract';
import { API_BASE, HttpError, requireBearer, sessionOf, type App } from '../http';
import type { Profiles } from '../users';

export interface UserRouteOptions {
  profiles: Profiles;
  accessTokens: AccessTokens;
}

export async function registerUserRoutes(app: App, { profiles, accessTokens }: UserRouteOptions): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addHook('onRequest', requireBearer(accessTokens));

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

/** A valid token for a user or account that is gone: the session cannot go on. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(401, MESSAGES.sessionExpired);
  return value;
}
