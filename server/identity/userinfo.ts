import { PROVIDER_TIMEOUT_MS } from './constants';

/**
 * Whether the provider's userinfo endpoint, asked with the access token, says `email` is the
 * identity's address and verified. For access tokens that do not carry `email_verified`, as Okta's
 * do not: OpenID Connect's userinfo answers it for the `email` scope. Any failure is a no.
 */
export async function userinfoVerifiesEmail(userinfoUri: string, accessToken: string, email: string): Promise<boolean> {
  try {
    const response = await fetch(userinfoUri, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) return false;
    const claims = (await response.json()) as { email?: unknown; email_verified?: unknown };
    return claims.email_verified === true && typeof claims.email === 'string' && claims.email.toLowerCase() === email.toLowerCase();
  } catch {
    return false;
  }
}
