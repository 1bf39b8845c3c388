/** The look of window chrome: one token set for the canvas (and, later, for theming). */
export interface ChromeTheme {
  headerHeight: number;
  border: number;
  /** Width of a header button; narrower in the small header class. */
  buttonWidth: { small: number; medium: number; big: number };
  iconSize: number;
  glyphSize: number;
  padding: number;
  /** How far the shadow reaches beyond the window on each side. */
  shadowSize: number;
  font: { family: string; size: { small: number; medium: number; big: number }; weight: number };
  focused: ChromeColors;
  unfocused: ChromeColors;
  closeHover: string;
  closePressed: string;
  shadowColor: string;
  shadowOpacity: number;
}

export interface ChromeColors {
  header: string;
  border: string;
  title: string;
  /** The breadcrumb after the title, quieter than it. */
  crumb: string;
  glyph: string;
  /** Button background under the pointer, and while pressed (colour and opacity). */
  hover: { color: string; alpha: number };
  pressed: { color: string; alpha: number };
}

export const STANDARD_CHROME: ChromeTheme = {
  headerHeight: 32,
  border: 1,
  buttonWidth: { small: 36, medium: 42, big: 46 },
  iconSize: 16,
  glyphSize: 16,
  padding: 10,
  shadowSize: 16,
  font: { family: 'Roboto', size: { small: 13, medium: 14, big: 14 }, weight: 500 },
  focused: {
    header: '#1d3557',
    border: '#14263f',
    title: '#ffffff',
    crumb: '#a9c1dd',
    glyph: '#ffffff',
    hover: { color: '#ffffff', alpha: 0.16 },
    pressed: { color: '#ffffff', alpha: 0.28 },
  },
  unfocused: {
    header: '#e3e8ef',
    border: '#aab4c3',
    title: '#4a5568',
    crumb: '#7d8899',
    glyph: '#4a5568',
    hover: { color: '#000000', alpha: 0.08 },
    pressed: { color: '#000000', alpha: 0.16 },
  },
  closeHover: '#c42b1c',
  closePressed: '#a32315',
  shadowColor: '#000000',
  shadowOpacity: 0.4,
};
