/** The look of the desktop: one token set for the canvas chrome and, through `dom`, the DOM around it. */
export interface ChromeTheme {
  headerHeight: number;
  border: number;
  /** Width of a header button; narrower in the small header class. */
  buttonWidth: { small: number; medium: number; big: number };
  iconSize: number;
  glyphSize: number;
  padding: number;
  /** How far the shadow reaches beyond the window on each side. */
  shadowSize: number;
  font: { family: string; size: { small: number; medium: number; big: number }; weight: number };
  focused: ChromeColors;
  unfocused: ChromeColors;
  closeHover: string;
  closePressed: string;
  shadowColor: string;
  shadowOpacity: number;
  /** The tokens the DOM reads (panel, menus, buttons), set as CSS custom properties by the shell. */
  dom: DomTokens;
}

/** The DOM's share of a theme; each field becomes a `--atrium-*` custom property. */
export interface DomTokens {
  accent: string;
  accentStrong: string;
  focus: string;
  panelBackground: string;
  panelText: string;
  menuHover: string;
  /** Surfaces: menus' popups, notifications, the panel's bar. */
  radius: number;
  /** Buttons, fields and menus. */
  controlRadius: number;
  /** Small parts: chips, swatches, list rows. */
  smallRadius: number;
  font: string;
}

export interface ChromeColors {
  header: string;
  border: string;
  title: string;
  /** The breadcrumb after the title, quieter than it. */
  crumb: string;
  glyph: string;
  /** Button background under the pointer, and while pressed (colour and opacity). */
  hover: { color: string; alpha: number };
  pressed: { color: string; alpha: number };
}

export const STANDARD_CHROME: ChromeTheme = {
  headerHeight: 32,
  border: 1,
  buttonWidth: { small: 36, medium: 42, big: 46 },
  iconSize: 16,
  glyphSize: 16,
  padding: 10,
  shadowSize: 16,
  font: { family: 'Roboto', size: { small: 13, medium: 14, big: 14 }, weight: 500 },
  focused: {
    header: '#1d3557',
    border: '#14263f',
    title: '#ffffff',
    crumb: '#a9c1dd',
    glyph: '#ffffff',
    hover: { color: '#ffffff', alpha: 0.16 },
    pressed: { color: '#ffffff', alpha: 0.28 },
  },
  unfocused: {
    header: '#e3e8ef',
    border: '#aab4c3',
    title: '#4a5568',
    crumb: '#7d8899',
    glyph: '#4a5568',
    hover: { color: '#000000', alpha: 0.08 },
    pressed: { color: '#000000', alpha: 0.16 },
  },
  closeHover: '#c42b1c',
  closePressed: '#a32315',
  shadowColor: '#000000',
  shadowOpacity: 0.4,
  dom: {
    accent: '#1d3557',
    accentStrong: '#14263f',
    focus: '#7fb2e5',
    panelBackground: 'rgba(16, 24, 38, 0.88)',
    panelText: '#f1f4f8',
    menuHover: '#e8eef6',
    radius: 8,
    controlRadius: 6,
    smallRadius: 4,
    font: "'Roboto', system-ui, sans-serif",
  },
};

/** The production theme (docs/features/settings.md#themes-and-motion): teal on graphite; the same metrics, so layouts do not move. */
export const VISION_CHROME: ChromeTheme = {
  ...STANDARD_CHROME,
  focused: {
    header: '#0f6e6e',
    border: '#0a4f4f',
    title: '#ffffff',
    crumb: '#a7dcd6',
    glyph: '#ffffff',
    hover: { color: '#ffffff', alpha: 0.18 },
    pressed: { color: '#ffffff', alpha: 0.3 },
  },
  unfocused: {
    header: '#e4e7e9',
    border: '#a3abb0',
    title: '#3c4448',
    crumb: '#7a8388',
    glyph: '#3c4448',
    hover: { color: '#0f6e6e', alpha: 0.1 },
    pressed: { color: '#0f6e6e', alpha: 0.2 },
  },
  closeHover: '#d13438',
  closePressed: '#a4262c',
  dom: {
    accent: '#0f6e6e',
    accentStrong: '#0a4f4f',
    focus: '#5fc4bb',
    panelBackground: 'rgba(36, 41, 46, 0.92)',
    panelText: '#eef2f2',
    menuHover: '#e0f0ee',
    // Vision is crisper: squarer controls on the same metrics.
    radius: 6,
    controlRadius: 3,
    smallRadius: 2,
    font: "'Roboto', system-ui, sans-serif",
  },
};

/**
 * The dark theme (docs/features/settings.md#themes-and-motion): light text on graphite, the focused
 * header a deep blue so that the window in front still stands out; the same metrics as standard.
 */
export const DARK_CHROME: ChromeTheme = {
  ...STANDARD_CHROME,
  focused: {
    header: '#27405f',
    border: '#4d6a8e',
    title: '#ffffff',
    crumb: '#b3c7df',
    glyph: '#ffffff',
    hover: { color: '#ffffff', alpha: 0.16 },
    pressed: { color: '#ffffff', alpha: 0.28 },
  },
  unfocused: {
    header: '#2b2f36',
    border: '#454b55',
    title: '#c3c9d2',
    crumb: '#9aa3af',
    glyph: '#c3c9d2',
    hover: { color: '#ffffff', alpha: 0.1 },
    pressed: { color: '#ffffff', alpha: 0.18 },
  },
  closeHover: '#c42b1c',
  closePressed: '#a32315',
  // Darker than on light themes: a shadow must still read against a dark window behind.
  shadowOpacity: 0.6,
  dom: {
    ...STANDARD_CHROME.dom,
    accent: '#5b9bd9',
    accentStrong: '#7fb2e5',
    focus: '#8cc2f2',
    panelBackground: 'rgba(12, 14, 18, 0.9)',
    panelText: '#eef1f5',
    menuHover: '#2f3a48',
  },
};

/** The themes by the name the settings and the account preferences use. */
export const CHROME_THEMES: Record<ThemeName, ChromeTheme> = { standard: STANDARD_CHROME, vision: VISION_CHROME, dark: DARK_CHROME };

/**
 * The themes Atrium ships: the standard theme, Vision (the production theme) and dark.
 *
 * @example
 * ```ts
 * const theme: ThemeName = isThemeName(saved) ? saved : 'standard';
 * ```
 */
export type ThemeName = 'standard' | 'vision' | 'dark';

/**
 * The themes Atrium ships, the default first, as a theme picker lists them.
 *
 * @example
 * ```tsx
 * THEME_NAMES.map((name) => <option key={name} value={name}>{t(`theme.${name}`)}</option>);
 * ```
 */
export const THEME_NAMES: readonly ThemeName[] = ['standard', 'vision', 'dark'];

/**
 * Whether `name` is one of the themes Atrium ships.
 *
 * @example
 * ```ts
 * const theme = isThemeName(saved) ? saved : 'standard';
 * ```
 */
export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && Object.hasOwn(CHROME_THEMES, name);
}

/**
 * The theme with another font family: `canvas` for the chrome's titles, `css` for the DOM. A new
 * object (so whatever caches textures per theme draws them again); the same theme when nothing changes.
 */
export function themeWithFont(theme: ChromeTheme, family: { canvas: string; css: string }): ChromeTheme {
  if (theme.font.family === family.canvas && theme.dom.font === family.css) return theme;
  return { ...theme, font: { ...theme.font, family: family.canvas }, dom: { ...theme.dom, font: family.css } };
}

/** The theme of that name; the standard theme for an unknown or missing name. */
export function themeNamed(name: string | undefined): ChromeTheme {
  return isThemeName(name) ? CHROME_THEMES[name] : STANDARD_CHROME;
}

/**
 * The theme the account forces on its users, or null when it leaves the choice to them: an
 * account's 'standard' (what the server reports when an account sets none) forces nothing.
 *
 * @example
 * ```ts
 * const forced = accountThemeOverride(ctx.env.profile.get()?.active_account.preferences.theme);
 * ```
 */
export function accountThemeOverride(accountTheme: string | null | undefined): ThemeName | null {
  return isThemeName(accountTheme) && accountTheme !== 'standard' ? accountTheme : null;
}
