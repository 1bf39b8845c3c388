export type { BundledWallpaper, WallpaperFit } from './catalog';
export { isWallpaperFit, WALLPAPER_FITS, WALLPAPERS } from './catalog';
export { sameOriginSrc } from './sameOriginSrc';
