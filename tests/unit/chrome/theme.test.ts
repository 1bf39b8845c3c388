import { describe, expect, it } from 'vitest';
import { CHROME_THEMES, DARK_CHROME, effectiveTheme, isThemeChoice, STANDARD_CHROME, themeNamed, themeWithFont, VISION_CHROME } from '../../../engine/chrome';
import { FONTS } from '../../../engine/fonts';

describe('themeNamed', () => {
  it('finds the standard, the Vision and the dark theme by name', () => {
    expect(themeNamed('standard')).toBe(STANDARD_CHROME);
    expect(themeNamed('vision')).toBe(VISION_CHROME);
    expect(themeNamed('dark')).toBe(DARK_CHROME);
    expect(CHROME_THEMES).toEqual({ standard: STANDARD_CHROME, vision: VISION_CHROME, dark: DARK_CHROME });
  });

  it('falls back to the standard theme for an unknown or missing name', () => {
    expect(themeNamed(undefined)).toBe(STANDARD_CHROME);
    expect(themeNamed('')).toBe(STANDARD_CHROME);
    expect(themeNamed('Vision')).toBe(STANDARD_CHROME);
    expect(themeNamed('toString')).toBe(STANDARD_CHROME);
  });

  it('gives Vision and dark a look of their own on the same metrics, so layouts do not move', () => {
    expect(VISION_CHROME.focused.header).not.toBe(STANDARD_CHROME.focused.header);
    expect(VISION_CHROME.focused.hover).not.toEqual(STANDARD_CHROME.focused.hover);
    const metrics = ({ headerHeight, border, buttonWidth, iconSize, glyphSize, padding, shadowSize, font }: typeof STANDARD_CHROME) => ({
      headerHeight,
      border,
      buttonWidth,
      iconSize,
      glyphSize,
      padding,
      shadowSize,
      font,
    });
    expect(metrics(VISION_CHROME)).toEqual(metrics(STANDARD_CHROME));
    expect(metrics(DARK_CHROME)).toEqual(metrics(STANDARD_CHROME));
    expect(DARK_CHROME.unfocused.header).not.toBe(STANDARD_CHROME.unfocused.header);
  });
});

describe('effectiveTheme', () => {
  it('is the user’s theme when the account forces none, whatever the system prefers', () => {
    for (const systemDark of [false, true]) {
      expect(effectiveTheme(undefined, 'vision', systemDark)).toBe('vision');
      expect(effectiveTheme('', 'dark', systemDark)).toBe('dark');
      expect(effectiveTheme(null, 'standard', systemDark)).toBe('standard');
    }
  });

  it('follows the system for the `system` choice, and for no choice at all (the default)', () => {
    expect(effectiveTheme(undefined, 'system', false)).toBe('standard');
    expect(effectiveTheme(undefined, 'system', true)).toBe('dark');
    expect(effectiveTheme(undefined, undefined, false)).toBe('standard');
    expect(effectiveTheme(undefined, undefined, true)).toBe('dark');
  });

  it('lets an account’s standard theme (the server’s default) leave the choice to the user', () => {
    expect(effectiveTheme('standard', 'vision', false)).toBe('vision');
    expect(effectiveTheme('standard', 'system', true)).toBe('dark');
  });

  it('is the account’s theme over the user’s and the system’s when the account names one', () => {
    expect(effectiveTheme('vision', 'standard', false)).toBe('vision');
    expect(effectiveTheme('vision', undefined, true)).toBe('vision');
    expect(effectiveTheme('dark', 'system', false)).toBe('dark');
  });

  it('ignores unknown names on either side and then follows the system', () => {
    expect(effectiveTheme('sunset', 'vision', true)).toBe('vision');
    expect(effectiveTheme('sunset', 'neon', false)).toBe('standard');
    expect(effectiveTheme('sunset', 'neon', true)).toBe('dark');
    expect(effectiveTheme(undefined, 42, false)).toBe('standard');
  });
});

describe('isThemeChoice', () => {
  it('takes the four choices Preferences offers and nothing else', () => {
    expect(['system', 'standard', 'vision', 'dark'].every(isThemeChoice)).toBe(true);
    expect(['', 'System', 'toString', 'neon', 42, null].some(isThemeChoice)).toBe(false);
  });
});

describe('themeWithFont', () => {
  it('is the theme itself for the font it has (Roboto), so nothing is drawn again', () => {
    expect(themeWithFont(STANDARD_CHROME, FONTS.Roboto)).toBe(STANDARD_CHROME);
    expect(themeWithFont(VISION_CHROME, FONTS.Roboto)).toBe(VISION_CHROME);
  });

  it('gives a new theme for another font: the canvas family for the titles, the CSS list for the DOM, all else kept', () => {
    const lato = themeWithFont(VISION_CHROME, FONTS.Lato);
    expect(lato).not.toBe(VISION_CHROME);
    expect(lato.font).toEqual({ ...VISION_CHROME.font, family: 'Lato' });
    expect(lato.cssFont).toBe("'Lato', system-ui, sans-serif");
    expect(lato.focused).toBe(VISION_CHROME.focused);
    expect(VISION_CHROME.font.family).toBe('Roboto');
  });
});
