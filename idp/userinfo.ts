import type { Middleware } from 'koa';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { claimsOf, type Identities } from './identities';
import { isJwt } from './jwt';
import type { Layout } from './layouts';

function bearerOf(authorization: string | undefined): string | undefined {
  return /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
}

/**
 * The userinfo endpoint for the JWT access tokens this provider issues (okta-auth-js's
 * `getUser()`, keycloak-js's `loadUserInfo()`): oidc-provider's own answers only the opaque tokens
 * it stores, and refuses any token with an audience. The token is verified as Atrium's server
 * verifies it; the claims are those its scopes release, as in the ID token.
 */
export function jwtUserinfo(issuer: string, layout: Layout, identities: Identities, publicKey: JWK): Middleware {
  const keys = createLocalJWKSet({ keys: [publicKey] });
  return async (ctx, next) => {
    const token = bearerOf(ctx.get('authorization'));
    if (ctx.path !== layout.routes.userinfo || !['GET', 'POST'].includes(ctx.method) || token === undefined || !isJwt(token)) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const payload = await jwtVerify(token, keys, { issuer, audience: layout.audience, typ: 'at+jwt' }).then(
      (verified) => verified.payload,
      () => undefined,
    );
    // Keycloak's subject is the identity's id; Okta's is the e-mail, with the id as `uid`.
    const id = typeof payload?.uid === 'string' ? payload.uid : payload?.sub;
    const identity = id === undefined ? undefined : identities.byId(id);
    if (!payload || !identity) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token", error_description="invalid token provided"');
      ctx.body = { error: 'invalid_token', error_description: 'invalid token provided' };
      return;
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    const released = new Set(scopes.flatMap((scope) => layout.claims[scope] ?? []));
    ctx.body = Object.fromEntries(Object.entries(claimsOf(identity)).filter(([claim]) => released.has(claim)));
  };
}
