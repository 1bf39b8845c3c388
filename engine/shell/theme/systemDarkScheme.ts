import { toDisposable, type ReadableValue } from '../../core';

/** The media query a system (or browser) set to a dark look answers. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for a dark look now, and each change of it; false where there is no matchMedia. */
export function systemDarkScheme(): ReadableValue<boolean> {
  const query = typeof matchMedia === 'function' ? matchMedia(DARK_SCHEME_QUERY) : null;
  return {
    get: () => query?.matches ?? false,
    subscribe(listener) {
      const onChange = (event: MediaQueryListEvent) => listener(event.matches);
      query?.addEventListener('change', onChange);
      return toDisposable(() => query?.removeEventListener('change', onChange));
    },
  };
}
