export type { ChromeControl, ChromeLayout } from './layout';
export type { ChromeColors, ChromeTheme, DomTokens, ThemeName } from './theme';
export type { ChromeState, ControlUi, Glyph, Piece, ShadowSlice, TextureRef, UV } from './pieces';
export type { ComposedScene, StackedWindow } from './compose';
export { clipPieces, composeStack, coveredWindows } from './compose';
export { contains, intersects, subtract, subtractAll } from './geometry';
export { chromeLayout, CONTROLS } from './layout';
export { FULL_UV, windowPieces } from './pieces';
export { accountThemeOverride, CHROME_THEMES, effectiveTheme, isThemeName, STANDARD_CHROME, THEME_NAMES, themeNamed, themeWithFont, VISION_CHROME } from './theme';
