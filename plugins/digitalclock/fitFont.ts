/** Measures `text` at `fontSize` pixels: its width in pixels. */
export type MeasureText = (text: string, fontSize: number) => number;

/** The size text is measured at: large, so rounding in the measure hardly matters. */
const REFERENCE_SIZE = 100;

/**
 * The largest whole font size at which every one of `texts` fits `width`, and no larger than
 * `maxSize` (a line must fit the height too). Width is linear in font size, so one measure each
 * at a reference size is enough.
 */
export function fitFontSize(texts: readonly string[], width: number, maxSize: number, measure: MeasureText): number {
  const widest = Math.max(...texts.map((text) => measure(text, REFERENCE_SIZE)));
  if (!(widest > 0)) return Math.max(1, Math.floor(maxSize));
  return Math.max(1, Math.floor(Math.min((width * REFERENCE_SIZE) / widest, maxSize)));
}
