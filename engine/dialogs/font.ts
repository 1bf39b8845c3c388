import { FONT_SIZE_RANGE } from './constants';
import type { FontStyle } from './types';

/** The styles a font dialog offers, in the order it lists them. */
export const FONT_STYLES: readonly FontStyle[] = ['normal', 'italic', 'bold', 'bold italic'];

/** What a font dialog starts from and offers when its options say nothing (spec: fontFamily default Monospace). */
export const FONT_DEFAULTS = {
  name: 'Monospace',
  size: 14,
  style: 'normal',
  names: ['Monospace', 'Roboto', 'Lato', 'Serif', 'Sans-serif'],
} as const satisfies { name: string; size: number; style: FontStyle; names: readonly string[] };

/**
 * `value` rounded into the font dialog's range (6 to 48 px); `fallback` when it is not a number
 * (an empty size field).
 */
export function clampFontSize(value: number, fallback: number = FONT_DEFAULTS.size): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(FONT_SIZE_RANGE.max, Math.max(FONT_SIZE_RANGE.min, Math.round(value)));
}

/** CSS's generic families: they are keywords, so they must not be quoted. */
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/**
 * The CSS `font-family` that shows font `name`: a generic family as its keyword ('Monospace' →
 * monospace), any other name quoted, with sans-serif behind it for when it is not installed.
 */
export function cssFontFamily(name: string): string {
  const lower = name.trim().toLowerCase();
  if (GENERIC_FAMILIES.has(lower)) return lower;
  return `"${name.replace(/["\\]/g, '')}", sans-serif`;
}

/** The CSS `font-style` and `font-weight` of a font dialog's style. */
export function cssFontStyle(style: FontStyle): { fontStyle: 'normal' | 'italic'; fontWeight: 'normal' | 'bold' } {
  return {
    fontStyle: style.includes('italic') ? 'italic' : 'normal',
    fontWeight: style.startsWith('bold') ? 'bold' : 'normal',
  };
}
