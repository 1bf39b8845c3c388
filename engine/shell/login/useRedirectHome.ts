import { useEffect } from 'react';
import { PASSWORD_REDIRECT_MS } from './constants';
import { goHome } from './goHome';

/** Once `when` holds, goes to the site root by a full reload PASSWORD_REDIRECT_MS later (docs/features/sign-in.md#the-login-page). */
export function useRedirectHome(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(goHome, PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [when]);
}
