import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import type { ExternalIdentity } from '../config';
import { notAnAccessToken } from './tokenType';

/** Who an external provider says the bearer of an access token is. */
export interface VerifiedIdentity {
  issuer: string;
  /** The provider's stable id of the identity. */
  subject: string;
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

export type Verification =
  | { kind: 'verified'; identity: VerifiedIdentity }
  /** `reason` says what was wrong with the token, for the answer and the log. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' };

export type AccessTokenVerifier = (token: string) => Promise<Verification>;

/** Signature algorithms an OpenID Connect provider signs access tokens with; never `none` or HMAC. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** How long fetching the provider's keys may take. */
const JWKS_TIMEOUT_MS = 5000;

/**
 * Checks an access token as the provider's resource server would: its signature with the
 * provider's published keys (fetched once and again when an unknown key id appears), its issuer,
 * audience, expiry against `clock`, and that it is an access token at all.
 */
export function createAccessTokenVerifier(provider: ExternalIdentity & { kind: 'keycloak' | 'okta' }, clock: Clock): AccessTokenVerifier {
  const keys = createRemoteJWKSet(new URL(provider.jwksUri), { timeoutDuration: JWKS_TIMEOUT_MS });
  return async (token) => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        issuer: provider.issuer,
        audience: provider.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(clock.now()),
      });
      const problem = notAnAccessToken(protectedHeader, payload);
      if (problem) return { kind: 'refused', reason: problem };
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
      const subject = payload.sub ?? '';
      // Okta's default server puts the login, an e-mail, in `sub` and the stable id in `uid`.
      const oktaLogin = provider.kind === 'okta' && subject.includes('@') ? subject : undefined;
      return {
        kind: 'verified',
        identity: {
          issuer: provider.issuer,
          subject: (provider.kind === 'okta' ? text(payload.uid) : undefined) ?? subject,
          email: text(payload.email) ?? oktaLogin,
          givenName: text(payload.given_name),
          familyName: text(payload.family_name),
        },
      };
    } catch (error) {
      return refusal(error);
    }
  };
}

function refusal(error: unknown): Verification {
  // A failed fetch, a timeout, an answer other than 200 (jose's generic error) or no key set.
  const keysMissing = !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC' || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
  if (keysMissing) return { kind: 'unreachable' };
  if (error instanceof errors.JWTExpired) return { kind: 'refused', reason: 'it has expired' };
  if (error instanceof errors.JWTClaimValidationFailed) {
    const claims: Record<string, string> = { iss: 'it was issued by another provider', aud: 'it is meant for another audience', nbf: 'it is not valid yet', sub: 'it names no subject', exp: 'it has no expiry' };
    return { kind: 'refused', reason: claims[error.claim] ?? `its ${error.claim} claim is wrong` };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return { kind: 'refused', reason: 'its signature does not match the provider’s keys' };
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return { kind: 'refused', reason: 'it is signed with an algorithm that is not allowed' };
  return { kind: 'refused', reason: 'it is not a well-formed signed JWT' };
}
