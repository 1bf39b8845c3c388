import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The URL's hash without '#', re-rendering on change (#forgotpassword, #login). */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash.replace(/^#/, ''));
}
