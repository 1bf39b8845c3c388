import { useEffect, useState } from 'react';
import { fontIsLoaded, loadFonts, type FontName } from '../../fonts';

/** The font boot always loads; shown while another one loads. */
const LOADED_AT_BOOT: FontName = 'Roboto';

/**
 * `font` once its faces are loaded; until then the font shown before (Roboto at first). Canvas
 * text keeps the font it was drawn with, so the chrome must not draw titles in a font still loading.
 */
export function useLoadedFont(font: FontName, fonts: FontFaceSet = document.fonts, load = loadFonts): FontName {
  const [loaded, setLoaded] = useState<FontName>(() => (fontIsLoaded(font, fonts) ? font : LOADED_AT_BOOT));
  useEffect(() => {
    if (loaded === font) return;
    let cancelled = false;
    void load([font], fonts).then(() => {
      if (!cancelled) setLoaded(font);
    });
    return () => {
      cancelled = true;
    };
  }, [font, loaded, fonts, load]);
  return loaded;
}
