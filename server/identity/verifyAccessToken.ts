import type { Kysely } from 'kysely';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import type { ExternalIdentity } from '../config';
import type { Database } from '../db';
import { CLOCK_TOLERANCE_SECONDS, EXTERNAL_SIGN_IN_MAX_MS, PROVIDER_TIMEOUT_MS, TOKEN_MAX_AGE_SECONDS } from './constants';
import { notAnAccessToken } from './tokenType';
import { spendToken, type TokenUse } from './usedTokens';
import { userinfoVerifiesEmail } from './userinfo';

/** Who an external provider says the bearer of an access token is. */
export interface VerifiedIdentity {
  issuer: string;
  /** The provider's stable id of the identity. */
  subject: string;
  email: string | undefined;
  /**
   * Whether the provider says the e-mail was verified (`email_verified: true`); only then may it
   * link a user. Asked only then: from the token, or, when the token does not say (Okta's), from
   * the provider's userinfo endpoint.
   */
  emailVerified(): Promise<boolean>;
  /** The latest the Atrium sign-in made with this token may last: EXTERNAL_SIGN_IN_MAX_MS after the token was issued. */
  signInEndsBy: number;
  givenName: string | undefined;
  familyName: string | undefined;
}

export type Verification =
  | { kind: 'verified'; identity: VerifiedIdentity }
  /** `reason` says what was wrong with the token, for the answer and the log. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' };

type Refusal = Exclude<Verification, { kind: 'verified' }>;

export type AccessTokenVerifier = (token: string) => Promise<Verification>;

/** Signature algorithms an OpenID Connect provider signs access tokens with; never `none` or HMAC. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * Checks an access token as the provider's resource server would: its signature with the
 * provider's published keys (fetched once and again when an unknown key id appears), its issuer,
 * audience, expiry against `clock`, and that it is an access token at all. Then, as it opens a
 * sign-in, that it was issued in the last TOKEN_MAX_AGE_SECONDS and was never exchanged before
 * (its `jti`, kept in `db` until it expires): a token copied from a browser, or kept after a
 * sign-out, opens nothing.
 */
export function createAccessTokenVerifier(provider: ExternalIdentity & { kind: 'keycloak' | 'okta' }, clock: Clock, db: Kysely<Database>): AccessTokenVerifier {
  const keys = createRemoteJWKSet(new URL(provider.jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
  return async (token) => {
    const checked = await check(token);
    if (checked.kind !== 'verified') return checked;
    // Outside the token's checks: a database error is a server error, not a refused token.
    const fresh = await spendToken(db, checked.use);
    return fresh ? { kind: 'verified', identity: checked.identity } : { kind: 'refused', reason: 'it was used before: each access token opens one sign-in' };
  };

  async function check(token: string): Promise<Refusal | { kind: 'verified'; identity: VerifiedIdentity; use: TokenUse }> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        issuer: provider.issuer,
        audience: provider.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        maxTokenAge: TOKEN_MAX_AGE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(clock.now()),
      });
      const problem = notAnAccessToken(protectedHeader, payload);
      if (problem) return { kind: 'refused', reason: problem };
      const { jti, exp = 0, iat = 0 } = payload;
      if (typeof jti !== 'string' || jti === '') return { kind: 'refused', reason: 'it has no token id (jti)' };
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
      const subject = payload.sub ?? '';
      // Okta's default server puts the login, an e-mail, in `sub` and the stable id in `uid`.
      const oktaLogin = provider.kind === 'okta' && subject.includes('@') ? subject : undefined;
      const email = text(payload.email) ?? oktaLogin;
      return {
        kind: 'verified',
        identity: {
          issuer: provider.issuer,
          subject: (provider.kind === 'okta' ? text(payload.uid) : undefined) ?? subject,
          email,
          emailVerified: async () => {
            if (typeof payload.email_verified === 'boolean') return payload.email_verified;
            return email !== undefined && (await userinfoVerifiesEmail(provider.userinfoUri, token, email));
          },
          signInEndsBy: iat * 1000 + EXTERNAL_SIGN_IN_MAX_MS,
          givenName: text(payload.given_name),
          familyName: text(payload.family_name),
        },
        // Kept as long as the token could pass the expiry check, tolerance included.
        use: { issuer: provider.issuer, tokenId: jti, expiresAt: (exp + CLOCK_TOLERANCE_SECONDS) * 1000 },
      };
    } catch (error) {
      return refusal(error);
    }
  }
}

function refusal(error: unknown): Refusal {
  // A failed fetch, a timeout, an answer other than 200 (jose's generic error) or no key set.
  const keysMissing = !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC' || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
  if (keysMissing) return { kind: 'unreachable' };
  if (error instanceof errors.JWTExpired) {
    return { kind: 'refused', reason: error.claim === 'iat' ? `it was issued more than ${TOKEN_MAX_AGE_SECONDS / 60} minutes ago: sign in at the provider again` : 'it has expired' };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const claims: Record<string, string> = {
      iss: 'it was issued by another provider',
      aud: 'it is meant for another audience',
      nbf: 'it is not valid yet',
      sub: 'it names no subject',
      exp: 'it has no expiry',
      iat: error.reason === 'missing' ? 'it has no issue time (iat)' : 'it was issued in the future',
      jti: 'it has no token id (jti)',
    };
    return { kind: 'refused', reason: claims[error.claim] ?? `its ${error.claim} claim is wrong` };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return { kind: 'refused', reason: 'its signature does not match the provider’s keys' };
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return { kind: 'refused', reason: 'it is signed with an algorithm that is not allowed' };
  return { kind: 'refused', reason: 'it is not a well-formed signed JWT' };
}
