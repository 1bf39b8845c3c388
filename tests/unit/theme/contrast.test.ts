import { describe, expect, it } from 'vitest';
import { THEME_TOKENS, type ColorToken } from '../../../engine/theme';

type Rgb = readonly [number, number, number];

/** A token's colour as red, green, blue (0–255) and alpha (0–1): `#rrggbb`, `rgb(r g b / a%)` or `rgba(r, g, b, a)`. */
function parse(colour: string): [number, number, number, number] {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).concat(1) as [number, number, number, number];
  const parts = colour.match(/[\d.]+%?/g);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${colour}`);
  const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
  return [Number(parts[0]), Number(parts[1]), Number(parts[2]), alpha];
}

/** `colour` painted over `below`: what a translucent colour looks like there. */
function over(colour: string, below: Rgb): Rgb {
  const [r, g, b, a] = parse(colour);
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
}

/** WCAG 2's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two opaque colours, 1 to 21. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast of text `text` on the background `background`, the worst of it over white and over
 * black: a translucent background (the panel, notifications) shows whatever is behind it.
 */
function textContrast(text: string, background: string): number {
  return Math.min(
    ...([[255, 255, 255], [0, 0, 0]] as const).map((behind) => {
      const ground = over(background, behind);
      return contrast(over(text, ground), ground);
    }),
  );
}

/**
 * The text on each surface people read most: body and secondary text, buttons, links, errors,
 * window titles and the focused window's breadcrumb, the panel, tooltips. Not the breadcrumb of the
 * windows behind, quieter on purpose.
 */
const MAIN_PAIRS: readonly (readonly [ColorToken, ColorToken])[] = [
  ['ink', 'surface'],
  ['muted', 'surface'],
  ['hint', 'surface'],
  ['ink', 'surfaceSunken'],
  ['muted', 'surfaceSunken'],
  ['ink', 'surfaceSubtle'],
  ['ink', 'menuHover'],
  ['ink', 'rowHover'],
  ['ink', 'rowSelected'],
  ['ink', 'toast'],
  ['ink', 'loginBackground'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentStrong'],
  ['onAccent', 'primary'],
  ['onAccent', 'danger'],
  ['accent', 'surface'],
  ['primary', 'surface'],
  ['error', 'surface'],
  ['error', 'errorSurface'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['chromeTitle', 'chromeHeader'],
  ['chromeCrumb', 'chromeHeader'],
  ['chromeTitleUnfocused', 'chromeHeaderUnfocused'],
  ['panelText', 'panelBg'],
  ['onTooltip', 'tooltip'],
];

describe('every theme’s contrast (WCAG 2, AA for text: at least 4.5:1)', () => {
  for (const [theme, tokens] of Object.entries(THEME_TOKENS)) {
    it(`${theme}: the main text on its surfaces`, () => {
      const weak = MAIN_PAIRS.map(([text, background]) => ({ text, background, ratio: Math.round(textContrast(tokens.color[text], tokens.color[background]) * 100) / 100 })).filter(
        ({ ratio }) => ratio < 4.5,
      );
      expect(weak).toEqual([]);
    });
  }

  it('is computed as WCAG defines it', () => {
    expect(textContrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(textContrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Half-transparent black over white is mid grey; over black it is black, against which black text has none.
    expect(textContrast('#000000', 'rgba(0, 0, 0, 0.5)')).toBeCloseTo(1, 5);
  });
});
