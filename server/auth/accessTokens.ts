import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import { ACCESS_TOKEN_ALGORITHM } from './constants';

/** What an access token says: who, in which account, in which sign-in. */
export interface AccessClaims {
  userId: string;
  accountId: string;
  username: string;
  /**
   * The sign-in (auth_sessions row, the refresh token family) it was issued in: when that ends, the
   * token is refused before it expires. Tokens issued before sessions had ids carry none.
   */
  sessionId?: string;
}

export type TokenInspection =
  | { state: 'valid'; claims: AccessClaims }
  /** Signed by us, but past its expiry: still good enough to identify the user for a refresh. */
  | { state: 'expired'; claims: AccessClaims }
  | { state: 'invalid' };

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  inspect(jwt: string): Promise<TokenInspection>;
}

export function createAccessTokens(options: { secret: Uint8Array; ttlSeconds: number; clock: Clock }): AccessTokens {
  // Imported once: verifying with a ready key object is the fast path in jose.
  const key: KeyObject = createSecretKey(options.secret);
  const nowSeconds = () => Math.floor(options.clock.now() / 1000);

  return {
    issue({ userId, accountId, username, sessionId }) {
      const issuedAt = nowSeconds();
      return new SignJWT({ acc: accountId, username, sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },

    async inspect(jwt) {
      try {
        const { payload } = await jwtVerify(jwt, key, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          currentDate: new Date(options.clock.now()),
          requiredClaims: ['exp'],
        });
        const claims = claimsOf(payload);
        return claims ? { state: 'valid', claims } : { state: 'invalid' };
      } catch (error) {
        // jose checks the signature before the claims, so an expiry error means the token is ours.
        const claims = error instanceof errors.JWTExpired ? claimsOf(error.payload) : undefined;
        return claims ? { state: 'expired', claims } : { state: 'invalid' };
      }
    },
  };
}

function claimsOf(payload: JWTPayload): AccessClaims | undefined {
  const { sub, acc, username, sid } = payload;
  if (typeof sub !== 'string' || typeof acc !== 'string' || typeof username !== 'string') return undefined;
  if (sid !== undefined && typeof sid !== 'string') return undefined;
  return { userId: sub, accountId: acc, username, ...(sid === undefined ? {} : { sessionId: sid }) };
}
