import type { Middleware } from 'koa';
import { refuseToken, type Bearer } from './bearer';
import { claimsOf } from './identities';
import { isJwt } from './jwt';
import type { Layout } from './layouts';

/**
 * The userinfo endpoint for the JWT access tokens this provider issues (okta-auth-js's
 * `getUser()`, keycloak-js's `loadUserInfo()`): oidc-provider's own answers only the opaque tokens
 * it stores, and refuses any token with an audience. The claims are those the token's scopes
 * release, as in the ID token.
 */
export function jwtUserinfo(layout: Layout, verify: (authorization: string) => Promise<Bearer | undefined>): Middleware {
  return async (ctx, next) => {
    const authorization = ctx.get('authorization');
    const token = /^Bearer (\S+)$/i.exec(authorization)?.[1];
    if (ctx.path !== layout.routes.userinfo || !['GET', 'POST'].includes(ctx.method) || token === undefined || !isJwt(token)) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const bearer = await verify(authorization);
    if (!bearer) {
      refuseToken(ctx);
      return;
    }
    const released = new Set(bearer.scopes.flatMap((scope) => layout.claims[scope] ?? []));
    ctx.body = Object.fromEntries(Object.entries(claimsOf(bearer.identity)).filter(([claim]) => released.has(claim)));
  };
}
