export type { DesktopFont, FontName } from './catalog';
export { defaultFont, FONT_NAMES, FONTS, fontOf, isFontName } from './catalog';
export { fontIsLoaded, loadFonts } from './loadFonts';
