export type { ThemeStorage } from './rememberedTheme';
export type { ThemeService, ThemeSources } from './themeService';
export { applyFavicon } from './applyFavicon';
export { applyTheme, clearTheme, FONT_PROPERTY } from './applyTheme';
export { pageStorage, rememberedTheme, rememberTheme, THEME_STORAGE_KEY } from './rememberedTheme';
export { DARK_SCHEME_QUERY, systemDarkScheme } from './systemDarkScheme';
export { createThemeService } from './themeService';
export { useTheme } from './useTheme';
