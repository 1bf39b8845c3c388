import type { ThemeTokens } from './tokens';
import { STANDARD_TOKENS } from './values/standard';
import { VISION_TOKENS } from './values/vision';

/**
 * The themes Atrium ships: the standard theme, and Vision, the production theme.
 *
 * @example
 * ```ts
 * const theme: ThemeName = isThemeName(saved) ? saved : 'standard';
 * ```
 */
export type ThemeName = 'standard' | 'vision';

/** Every theme's token values, by name: adding a theme is adding its values here (and to ThemeName). */
export const THEME_TOKENS: Record<ThemeName, ThemeTokens> = { standard: STANDARD_TOKENS, vision: VISION_TOKENS };

/** The theme the page shows before one is chosen (the login page) and for an unknown name. */
export const DEFAULT_THEME: ThemeName = 'standard';
