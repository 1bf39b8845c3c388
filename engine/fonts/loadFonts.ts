import { FONTS, type FontName } from './catalog';

/** Past this, boot goes on with fallback fonts rather than showing nothing. */
const FONT_TIMEOUT_MS = 3000;

/**
 * Resolves once the named fonts' bundled faces are loaded (or after FONT_TIMEOUT_MS), so text
 * drawn afterwards — canvas text included, which keeps the font it was created with — is drawn
 * in the right font.
 */
export async function loadFonts(names: readonly FontName[] = ['Roboto'], fonts: FontFaceSet = document.fonts): Promise<void> {
  const faces = names.flatMap((name) => FONTS[name].faces);
  const loaded = Promise.all(faces.map((face) => fonts.load(face))).then(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FONT_TIMEOUT_MS);
  });
  try {
    await Promise.race([loaded, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether every face of the font is loaded already (true for a generic family). */
export function fontIsLoaded(name: FontName, fonts: FontFaceSet = document.fonts): boolean {
  return FONTS[name].faces.every((face) => fonts.check(face));
}
