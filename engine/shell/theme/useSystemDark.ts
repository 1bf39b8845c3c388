import { useSyncExternalStore } from 'react';

/** The media query a system (or browser) set to a dark look answers. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function darkScheme(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(DARK_SCHEME_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkScheme();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersDark = (): boolean => darkScheme()?.matches ?? false;

/** Whether the system asks for a dark look now; a component using it renders again when that changes. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark, () => false);
}
