import { DEFAULT_THEME, THEME_TOKENS, type ThemeName, type ThemeTokens } from '../theme';

export type { ThemeName };

/** The look of the desktop's canvas chrome: metrics, and colours taken from the theme's tokens (engine/theme). */
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
  /** The close button's glyph while it is under the pointer or pressed. */
  closeGlyph: string;
  shadowColor: string;
  shadowOpacity: number;
  /** The DOM's font stack (`--atrium-font`), which follows the user's font like the chrome's titles. */
  cssFont: string;
  /** Where a dragged window would snap: the accent, outlined in the focus colour, with the surfaces' radius. */
  snapPreview: { fill: string; outline: string; radius: number };
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

/** The chrome's metrics: the same in every theme, so layouts do not move when the theme changes. */
const METRICS = {
  headerHeight: 32,
  border: 1,
  buttonWidth: { small: 36, medium: 42, big: 46 },
  iconSize: 16,
  glyphSize: 16,
  padding: 10,
  shadowSize: 16,
  font: { family: 'Roboto', size: { small: 13, medium: 14, big: 14 }, weight: 500 },
  cssFont: "'Roboto', system-ui, sans-serif",
} as const satisfies Partial<ChromeTheme>;

/** The canvas chrome of a theme's tokens. */
export function chromeTheme({ color, chrome, radius }: ThemeTokens): ChromeTheme {
  return {
    ...METRICS,
    focused: {
      header: color.chromeHeader,
      border: color.chromeBorder,
      title: color.chromeTitle,
      crumb: color.chromeCrumb,
      glyph: color.chromeGlyph,
      hover: { color: color.chromeHover, alpha: chrome.hover },
      pressed: { color: color.chromeHover, alpha: chrome.pressed },
    },
    unfocused: {
      header: color.chromeHeaderUnfocused,
      border: color.chromeBorderUnfocused,
      title: color.chromeTitleUnfocused,
      crumb: color.chromeCrumbUnfocused,
      glyph: color.chromeGlyphUnfocused,
      hover: { color: color.chromeHoverUnfocused, alpha: chrome.hoverUnfocused },
      pressed: { color: color.chromeHoverUnfocused, alpha: chrome.pressedUnfocused },
    },
    closeHover: color.chromeClose,
    closePressed: color.chromeClosePressed,
    closeGlyph: color.chromeCloseGlyph,
    shadowColor: color.chromeShadow,
    shadowOpacity: chrome.shadow,
    snapPreview: { fill: color.accent, outline: color.focus, radius: radius.surface },
  };
}

/** The themes' chrome by the name the settings and the account preferences use. */
export const CHROME_THEMES = Object.fromEntries(
  (Object.entries(THEME_TOKENS) as [ThemeName, ThemeTokens][]).map(([name, tokens]) => [name, chromeTheme(tokens)]),
) as Record<ThemeName, ChromeTheme>;

export const STANDARD_CHROME: ChromeTheme = CHROME_THEMES.standard;

/** The production theme (docs/features/settings.md#themes-and-motion): teal on graphite; the same metrics, so layouts do not move. */
export const VISION_CHROME: ChromeTheme = CHROME_THEMES.vision;

/** The dark theme (docs/features/settings.md#themes-and-motion): light text on graphite; the same metrics, so layouts do not move. */
export const DARK_CHROME: ChromeTheme = CHROME_THEMES.dark;

/**
 * The themes Atrium ships, the default first, as a theme picker lists them.
 *
 * @example
 * ```tsx
 * THEME_NAMES.map((name) => <option key={name} value={name}>{t(`theme.${name}`)}</option>);
 * ```
 */
export const THEME_NAMES = Object.keys(THEME_TOKENS) as readonly ThemeName[];

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
  if (theme.font.family === family.canvas && theme.cssFont === family.css) return theme;
  return { ...theme, font: { ...theme.font, family: family.canvas }, cssFont: family.css };
}

/** The theme of that name; the standard theme for an unknown or missing name. */
export function themeNamed(name: string | undefined): ChromeTheme {
  return CHROME_THEMES[isThemeName(name) ? name : DEFAULT_THEME];
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
