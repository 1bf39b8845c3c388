import type { ThemeTokens } from './tokens';
import { DARK_TOKENS } from './values/dark';
import { STANDARD_TOKENS } from './values/standard';
import { VISION_TOKENS } from './values/vision';

/**
 * The themes Atrium ships: the standard theme, Vision (the production theme) and dark.
 *
 * @example
 * ```ts
 * const theme: ThemeName = isThemeName(saved) ? saved : 'standard';
 * ```
 */
export type ThemeName = 'standard' | 'vision' | 'dark';

/** Every theme's token values, by name: adding a theme is adding its values here (and to ThemeName). */
export const THEME_TOKENS: Record<ThemeName, ThemeTokens> = { standard: STANDARD_TOKENS, vision: VISION_TOKENS, dark: DARK_TOKENS };

/** The theme the page shows before one is chosen (the login page) and for an unknown name. */
export const DEFAULT_THEME: ThemeName = 'standard';

/** The theme the default choice (follow the system) shows when the system asks for a dark look. */
export const SYSTEM_DARK_THEME: ThemeName = 'dark';

/** The browser's own look (form controls, scrollbars, the page behind everything) under each theme. */
export const COLOR_SCHEMES: Record<ThemeName, 'light' | 'dark'> = { standard: 'light', vision: 'light', dark: 'dark' };
