/**
 * How an image wallpaper fills the desktop: scaled to cover it (cropped), scaled to fit inside it
 * (the colour around it), repeated at its own size, or once at its own size in the middle. It is
 * the `desktop.background.style` of an image.
 *
 * @example
 * ```ts
 * const fit: WallpaperFit = 'tile';
 * ctx.shellSettings.desktop.set({ background: { style: fit, src: '/wallpapers/mosaic.svg' } });
 * ```
 */
export type WallpaperFit = 'cover' | 'contain' | 'tile' | 'center';

/**
 * The ways an image wallpaper can fill the desktop, as a picker lists them.
 *
 * @example
 * ```tsx
 * WALLPAPER_FITS.map((fit) => <option key={fit} value={fit}>{t(`fit.${fit}`)}</option>);
 * ```
 */
export const WALLPAPER_FITS: readonly WallpaperFit[] = ['cover', 'contain', 'tile', 'center'];

/**
 * Whether `style` is one of the ways an image fills the desktop.
 *
 * @example
 * ```ts
 * const fit = isWallpaperFit(background.style) ? background.style : 'cover';
 * ```
 */
export function isWallpaperFit(style: unknown): style is WallpaperFit {
  return typeof style === 'string' && (WALLPAPER_FITS as readonly string[]).includes(style);
}

/**
 * One of the wallpapers that ship with Atrium.
 *
 * @example
 * ```tsx
 * const thumbnail = (wallpaper: BundledWallpaper) => <img src={wallpaper.src} alt={t(`wallpapers.${wallpaper.id}`)} />;
 * ```
 */
export interface BundledWallpaper {
  /** Stable name, also the translation key of its title (`preferences.wallpaper.images.<id>`). */
  id: string;
  /** Where the page loads it: a stable, same-origin path (the build copies `engine/wallpapers/images/` to `/wallpapers/`). */
  src: string;
  /** How it is meant to be shown; what Preferences sets when the user picks it. */
  fit: WallpaperFit;
}

const bundled = (id: string, fit: WallpaperFit): BundledWallpaper => ({ id, src: `/wallpapers/${id}.svg`, fit });

/**
 * The wallpapers that ship with Atrium, small SVG files served from `/wallpapers/`.
 *
 * @example
 * ```ts
 * const first = WALLPAPERS[0];
 * ctx.shellSettings.desktop.set({ background: { style: first.fit, src: first.src, color: '#1f4e79' } });
 * ```
 */
export const WALLPAPERS: readonly BundledWallpaper[] = [
  bundled('dusk', 'cover'),
  bundled('dunes', 'cover'),
  bundled('aurora', 'cover'),
  bundled('lagoon', 'cover'),
  bundled('mosaic', 'tile'),
];
