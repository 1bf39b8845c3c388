import { describe, expect, it } from 'vitest';
import { CHROME_THEMES, effectiveTheme, STANDARD_CHROME, themeNamed, themeWithFont, VISION_CHROME } from '../../../engine/chrome';
import { FONTS } from '../../../engine/fonts';

describe('themeNamed', () => {
  it('finds the standard and the Vision theme by name', () => {
    expect(themeNamed('standard')).toBe(STANDARD_CHROME);
    expect(themeNamed('vision')).toBe(VISION_CHROME);
    expect(CHROME_THEMES).toEqual({ standard: STANDARD_CHROME, vision: VISION_CHROME });
  });

  it('falls back to the standard theme for an unknown or missing name', () => {
    expect(themeNamed(undefined)).toBe(STANDARD_CHROME);
    expect(themeNamed('')).toBe(STANDARD_CHROME);
    expect(themeNamed('Vision')).toBe(STANDARD_CHROME);
    expect(themeNamed('toString')).toBe(STANDARD_CHROME);
  });

  it('gives Vision a look of its own on the same metrics, so layouts do not move', () => {
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
  });
});

describe('effectiveTheme', () => {
  it('is the user’s theme when the account forces none', () => {
    expect(effectiveTheme(undefined, 'vision')).toBe('vision');
    expect(effectiveTheme('', 'vision')).toBe('vision');
    expect(effectiveTheme(null, 'standard')).toBe('standard');
  });

  it('lets an account’s standard theme (the server’s default) leave the choice to the user', () => {
    expect(effectiveTheme('standard', 'vision')).toBe('vision');
  });

  it('is the account’s theme over the user’s when the account names one', () => {
    expect(effectiveTheme('vision', 'standard')).toBe('vision');
    expect(effectiveTheme('vision', undefined)).toBe('vision');
  });

  it('ignores unknown names on either side and ends at the standard theme', () => {
    expect(effectiveTheme('sunset', 'vision')).toBe('vision');
    expect(effectiveTheme('sunset', 'neon')).toBe('standard');
    expect(effectiveTheme(undefined, 42)).toBe('standard');
    expect(effectiveTheme(undefined, undefined)).toBe('standard');
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
