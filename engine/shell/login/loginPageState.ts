/** Which signed-out page the URL asks for (docs/features/sign-in.md#the-login-page). */
export type LoginPageState =
  | { page: 'login' }
  | { page: 'forgotpassword' }
  /** `appIcon`: the logo the link asks for (`appicon`), only from this site; null for the usual one. */
  | { page: 'resetpassword'; code: string; appIcon: string | null };

/**
 * A `resetpassword` query parameter starts in resetpassword, `#forgotpassword` in forgotpassword,
 * anything else (`#login` too, which forces the built-in form) in login.
 */
export function loginPageState(url: URL): LoginPageState {
  const code = url.searchParams.get('resetpassword');
  if (code !== null) return { page: 'resetpassword', code, appIcon: sameSiteImage(url.searchParams.get('appicon'), url.origin) };
  return url.hash === '#forgotpassword' ? { page: 'forgotpassword' } : { page: 'login' };
}

/** A path on this site (`/…`, not `//…`), or a URL of this origin; null for anything else. */
function sameSiteImage(value: string | null, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
