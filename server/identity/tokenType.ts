import type { JWTHeaderParameters, JWTPayload } from 'jose';

/**
 * Why a verified JWT is not an access token, or undefined when it is one. Without this check an
 * ID token, signed by the same keys and naming the same user, would open a session too. Three
 * marks are accepted, as providers differ: `typ: at+jwt` in the header (RFC 9068, oidc-provider),
 * `typ: Bearer` in the payload (Keycloak), or Okta's scope list `scp` on a token without a nonce.
 */
export function notAnAccessToken(header: JWTHeaderParameters, payload: JWTPayload): string | undefined {
  const headerType = header.typ?.toLowerCase();
  if (headerType === 'at+jwt' || headerType === 'application/at+jwt') return undefined;
  if (payload.typ === 'Bearer') return undefined;
  if (Array.isArray(payload.scp) && payload.nonce === undefined) return undefined;
  return `it is not an access token (typ ${JSON.stringify(header.typ ?? payload.typ ?? null)})`;
}
