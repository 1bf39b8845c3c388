/**
 * The fonts the desktop offers (docs/features/settings.md#wallpapers-and-fonts: Roboto by default, Lato in development), as
 * `desktop.font` names them. Roboto and Lato ship with the bundle; the generic families are
 * whatever the system has, so they need nothing loaded and exist everywhere.
 *
 * @example
 * ```ts
 * const font: FontName = 'Lato';
 * ctx.shellSettings.desktop.set({ font });
 * ```
 */
export type FontName = 'Roboto' | 'Lato' | 'system-ui' | 'serif';

export interface DesktopFont {
  /** The family as a canvas `font` shorthand takes it (window titles). */
  canvas: string;
  /** The family list the DOM uses (`--atrium-font`), with fallbacks. */
  css: string;
  /** The faces to load before text is drawn, as `document.fonts.load` takes them; none for a generic family. */
  faces: readonly string[];
}

export const FONTS: Readonly<Record<FontName, DesktopFont>> = {
  Roboto: { canvas: 'Roboto', css: "'Roboto', system-ui, sans-serif", faces: ['400 16px Roboto', '500 16px Roboto', '700 16px Roboto'] },
  // Lato has no 500 (faces.css): the browser draws 500 with the 400 face and 600 with the 700 face.
  Lato: { canvas: 'Lato', css: "'Lato', system-ui, sans-serif", faces: ['400 16px Lato', '700 16px Lato'] },
  'system-ui': { canvas: 'system-ui, sans-serif', css: 'system-ui, sans-serif', faces: [] },
  serif: { canvas: 'serif', css: 'serif', faces: [] },
};

/**
 * The fonts the desktop offers, the bundled ones first, as a font picker lists them.
 *
 * @example
 * ```tsx
 * FONT_NAMES.map((name) => <option key={name} value={name}>{name}</option>);
 * ```
 */
export const FONT_NAMES: readonly FontName[] = ['Roboto', 'Lato', 'system-ui', 'serif'];

/**
 * Whether `name` is one of the fonts the desktop offers.
 *
 * @example
 * ```ts
 * const font = isFontName(saved) ? saved : defaultFont(ctx.env.development);
 * ```
 */
export function isFontName(name: unknown): name is FontName {
  return typeof name === 'string' && Object.hasOwn(FONTS, name);
}

/**
 * The desktop's font while the user has chosen none: Lato when the server runs in development,
 * Roboto otherwise (docs/features/settings.md#wallpapers-and-fonts).
 *
 * @example
 * ```ts
 * const font = isFontName(saved) ? saved : defaultFont(ctx.env.development);
 * ```
 */
export function defaultFont(development: boolean): FontName {
  return development ? 'Lato' : 'Roboto';
}

/** The font a `desktop.font` setting means: the named one when the desktop offers it, else the default. */
export function fontOf(setting: unknown, development: boolean): FontName {
  return isFontName(setting) ? setting : defaultFont(development);
}
