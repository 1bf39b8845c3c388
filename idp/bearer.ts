import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { Context } from 'koa';
import type { Identities, Identity } from './identities';
import { isJwt } from './jwt';
import type { Layout } from './layouts';

/** The identity an access token names, and the scopes it carries. */
export interface Bearer {
  identity: Identity;
  scopes: readonly string[];
}

/**
 * Reads `Authorization: Bearer <access token>` for the routes oidc-provider does not serve for
 * JWT access tokens: the token verified as Atrium's server verifies it (signature, issuer,
 * audience, expiry, `typ: at+jwt`), then the identity it names.
 */
export function bearerVerifier(issuer: string, layout: Layout, identities: Identities, publicKey: JWK): (authorization: string) => Promise<Bearer | undefined> {
  const keys = createLocalJWKSet({ keys: [publicKey] });
  return async (authorization) => {
    const token = /^Bearer (\S+)$/i.exec(authorization)?.[1];
    if (token === undefined || !isJwt(token)) return undefined;
    const payload = await jwtVerify(token, keys, { issuer, audience: layout.audience, typ: 'at+jwt' }).then(
      (verified) => verified.payload,
      () => undefined,
    );
    // Keycloak's subject is the identity's id; Okta's is the e-mail, with the id as `uid`.
    const id = typeof payload?.uid === 'string' ? payload.uid : payload?.sub;
    const identity = id === undefined ? undefined : identities.byId(id);
    if (!payload || !identity) return undefined;
    return { identity, scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [] };
  };
}

/** What a resource answers a missing or bad bearer token, as oidc-provider's userinfo does. */
export function refuseToken(ctx: Context): void {
  ctx.status = 401;
  ctx.set('WWW-Authenticate', 'Bearer error="invalid_token", error_description="invalid token provided"');
  ctx.body = { error: 'invalid_token', error_description: 'invalid token provided' };
}
