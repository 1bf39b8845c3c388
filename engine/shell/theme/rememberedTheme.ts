import { isThemeName, type ThemeName } from '../../chrome';

/**
 * The localStorage key of the theme the desktop showed last, read by the page's first script
 * (engine/index.html, which spells the key and the names out: tests/unit/shell/rememberedTheme.test.ts
 * runs it) so the splash and the login page have that theme from their first paint. Not one of the
 * browser storage's `atrium:` items: that script runs before the encrypted storage opens, and
 * signing out clears those, while the login page it reloads to should look like the desktop the user left.
 */
export const THEME_STORAGE_KEY = 'atrium-theme';

/** Where the theme is remembered: the page's localStorage. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage; null where the browser refuses it (storage turned off): nothing is remembered then. */
export function pageStorage(): ThemeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The theme remembered, or null for none (or one no longer shipped): the page follows the system then. */
export function rememberedTheme(storage: ThemeStorage | null): ThemeName | null {
  try {
    const name = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeName(name) ? name : null;
  } catch {
    return null;
  }
}

/** Remembers `name` for the next first paint; null forgets it, so the page follows the system. */
export function rememberTheme(name: ThemeName | null, storage: ThemeStorage | null): void {
  try {
    if (name === null) storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // A full or refused storage: the next first paint follows the system, as with no choice made.
  }
}
