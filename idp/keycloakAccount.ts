import type { Middleware } from 'koa';
import { refuseToken, type Bearer } from './bearer';

/** Keycloak's account endpoint, below the realm. */
export const KEYCLOAK_ACCOUNT_PATH = '/account';

/**
 * The realm's account endpoint (`GET /realms/<realm>/account`) that keycloak-js's
 * `loadUserProfile()` reads with the access token: the user's profile in Keycloak's field names.
 */
export function keycloakAccount(verify: (authorization: string) => Promise<Bearer | undefined>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== KEYCLOAK_ACCOUNT_PATH || ctx.method !== 'GET') {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const bearer = await verify(ctx.get('authorization'));
    if (!bearer) {
      refuseToken(ctx);
      return;
    }
    const { identity } = bearer;
    ctx.body = {
      id: identity.id,
      username: identity.username,
      email: identity.email,
      emailVerified: true,
      firstName: identity.givenName,
      lastName: identity.familyName,
      attributes: {},
    };
  };
}
