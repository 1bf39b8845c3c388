import type { ThemeTokens } from '../tokens';
import { STANDARD_TOKENS } from './standard';

/**
 * Vision, the production theme (docs/features/settings.md#themes-and-motion): teal on graphite,
 * crisper corners; every token it does not name keeps the standard value.
 */
export const VISION_TOKENS: ThemeTokens = {
  color: {
    ...STANDARD_TOKENS.color,
    accent: '#0f6e6e',
    accentStrong: '#0a4f4f',
    focus: '#5fc4bb',
    panelBg: 'rgba(36, 41, 46, 0.92)',
    panelText: '#eef2f2',
    menuHover: '#e0f0ee',
    chromeHeader: '#0f6e6e',
    chromeBorder: '#0a4f4f',
    chromeTitle: '#ffffff',
    // 4.59:1 on the header (WCAG AA for text; it was 3.99:1), still quieter than the title's white (6.04:1).
    chromeCrumb: '#c2e8e3',
    chromeGlyph: '#ffffff',
    chromeHover: '#ffffff',
    chromeHeaderUnfocused: '#e4e7e9',
    chromeBorderUnfocused: '#a3abb0',
    chromeTitleUnfocused: '#3c4448',
    chromeCrumbUnfocused: '#7a8388',
    chromeGlyphUnfocused: '#3c4448',
    chromeHoverUnfocused: '#0f6e6e',
    chromeClose: '#d13438',
    chromeClosePressed: '#a4262c',
  },
  radius: { surface: 6, control: 3, small: 2 },
  chrome: { hover: 0.18, pressed: 0.3, hoverUnfocused: 0.1, pressedUnfocused: 0.2, shadow: 0.4 },
};
