import type { ChromeTheme, ThemeName } from '../../chrome';

/** The custom property of the DOM's font, which follows the user's font setting rather than the theme. */
export const FONT_PROPERTY = '--atrium-font';

/**
 * Puts a theme on the DOM: its name as `data-theme` on `root`, which switches every `--atrium-*`
 * token the stylesheet engine/theme/tokens.css defines (the same values the canvas chrome reads),
 * and the user's font as `--atrium-font`.
 */
export function applyTheme(name: ThemeName, theme: ChromeTheme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty(FONT_PROPERTY, theme.cssFont);
  root.dataset.theme = name;
}

/** Takes a theme off the DOM again: the stylesheet's defaults apply (standard, or dark on a system that asks for it). */
export function clearTheme(root: HTMLElement = document.documentElement): void {
  root.style.removeProperty(FONT_PROPERTY);
  delete root.dataset.theme;
}
