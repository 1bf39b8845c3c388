import type { ChromeTheme, ThemeName } from '../../chrome';

/** The custom properties the shell's stylesheet reads, by the DOM token that sets each. */
export const THEME_PROPERTIES = {
  accent: '--atrium-accent',
  accentStrong: '--atrium-accent-strong',
  focus: '--atrium-focus',
  panelBackground: '--atrium-panel-bg',
  panelText: '--atrium-panel-text',
  menuHover: '--atrium-menu-hover',
  radius: '--atrium-radius',
  controlRadius: '--atrium-radius-control',
  smallRadius: '--atrium-radius-small',
  font: '--atrium-font',
} as const satisfies Record<keyof ChromeTheme['dom'], string>;

/**
 * Puts a theme on the DOM: its DOM tokens as custom properties on `root` and its name as
 * `data-theme`, so the panel, menus and buttons follow the same token set as the canvas chrome.
 */
export function applyTheme(name: ThemeName, theme: ChromeTheme, root: HTMLElement = document.documentElement): void {
  for (const [token, property] of Object.entries(THEME_PROPERTIES) as [keyof typeof THEME_PROPERTIES, string][]) {
    const value = theme.dom[token];
    root.style.setProperty(property, typeof value === 'number' ? `${value}px` : value);
  }
  root.dataset.theme = name;
}

/** Takes a theme off the DOM again: the stylesheet's defaults (the standard theme) apply. */
export function clearTheme(root: HTMLElement = document.documentElement): void {
  for (const property of Object.values(THEME_PROPERTIES)) root.style.removeProperty(property);
  delete root.dataset.theme;
}
