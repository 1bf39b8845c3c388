export type { ChromeAlphas, ColorToken, ColorTokens, RadiusTokens, ThemeTokens } from './tokens';
export type { ThemeName } from './themes';
export { NO_TINT, RADIUS_PROPERTIES, tokenProperty, tokenVar } from './tokens';
export { COLOR_SCHEMES, DEFAULT_THEME, SYSTEM_DARK_THEME, THEME_TOKENS } from './themes';
export { tokensStylesheet, TOKENS_STYLESHEET } from './stylesheet';
export { DARK_TOKENS } from './values/dark';
export { STANDARD_TOKENS } from './values/standard';
export { VISION_TOKENS } from './values/vision';
