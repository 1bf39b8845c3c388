/**
 * Where sign-out leads: the account's loginURL when it is an http(s) URL or a path on this site,
 * else nowhere but the reload of this page (null).
 */
export function signOutDestination(loginURL: string | undefined, origin: string): string | null {
  const value = loginURL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
