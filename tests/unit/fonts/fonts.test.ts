import { describe, expect, it, vi } from 'vitest';
import { defaultFont, FONT_NAMES, FONTS, fontIsLoaded, fontOf, isFontName, loadFonts } from '../../../engine/fonts';

/** A FontFaceSet that knows which faces are loaded and loads the others when asked. */
function fakeFonts(loaded: string[] = []) {
  const faces = new Set(loaded);
  return {
    load: vi.fn((face: string) => {
      faces.add(face);
      return Promise.resolve([]);
    }),
    check: (face: string) => faces.has(face),
  } as unknown as FontFaceSet & { load: ReturnType<typeof vi.fn> };
}

describe('the desktop fonts', () => {
  it('offer Roboto and Lato, which ship with the bundle, and two generic families', () => {
    expect(FONT_NAMES).toEqual(['Roboto', 'Lato', 'system-ui', 'serif']);
    expect(FONTS.Lato.css).toBe("'Lato', system-ui, sans-serif");
    expect(FONTS.serif.faces).toEqual([]);
  });

  it('default to Lato in development and Roboto otherwise (docs/features/settings.md#wallpapers-and-fonts)', () => {
    expect(defaultFont(true)).toBe('Lato');
    expect(defaultFont(false)).toBe('Roboto');
  });

  it('fall back to the default for a name they do not offer, whatever its type', () => {
    expect(fontOf('Comic Sans', false)).toBe('Roboto');
    expect(fontOf(12, true)).toBe('Lato');
    expect(fontOf('constructor', false)).toBe('Roboto');
    expect(fontOf('serif', true)).toBe('serif');
    expect(isFontName('toString')).toBe(false);
  });

  it('load the named fonts’ faces, and know when they are loaded', async () => {
    const fonts = fakeFonts(FONTS.Roboto.faces.slice());
    expect(fontIsLoaded('Roboto', fonts)).toBe(true);
    expect(fontIsLoaded('Lato', fonts)).toBe(false);
    expect(fontIsLoaded('system-ui', fonts)).toBe(true);
    await loadFonts(['Lato'], fonts);
    expect(fonts.load.mock.calls.map(([face]) => face)).toEqual(['400 16px Lato', '700 16px Lato']);
    expect(fontIsLoaded('Lato', fonts)).toBe(true);
  });
});
