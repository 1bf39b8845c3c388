/** The colour a colour dialog starts from when it is given none (spec: a widget's fontColor default). */
// eslint-disable-next-line no-restricted-syntax -- a value the user edits and saves, from the spec, not a theme colour
export const DEFAULT_COLOUR = '#ffffff';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * `text` as a lowercase `#rrggbb`, or null when it is not a colour. Accepts `#rgb` and `#rrggbb` in
 * any case, with or without the `#`, and ignores spaces around it.
 * @example parseHexColour('#F0a') // '#ff00aa'
 */
export function parseHexColour(text: string): string | null {
  const match = HEX.exec(text.trim());
  const digits = match?.[1]?.toLowerCase();
  if (digits === undefined) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return `#${full}`;
}
