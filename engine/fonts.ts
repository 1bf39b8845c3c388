import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

const FACES = ['400 16px Roboto', '500 16px Roboto', '700 16px Roboto'];
/** Past this, boot goes on with fallback fonts rather than showing nothing. */
const FONT_TIMEOUT_MS = 3000;

/**
 * Resolves once the bundled faces are loaded, so the first frame (canvas text included, which
 * keeps the font it was created with) is drawn in the right font.
 */
export async function loadFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  const loaded = Promise.all(FACES.map((face) => fonts.load(face))).then(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_TIMEOUT_MS));
  await Promise.race([loaded, timeout]);
}
