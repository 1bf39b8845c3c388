import { afterEach, describe, expect, it } from 'vitest';
import { themeWithFont, VISION_CHROME } from '../../../engine/chrome';
import { applyTheme, clearTheme, FONT_PROPERTY } from '../../../engine/shell/theme/applyTheme';

const root = () => document.documentElement;

describe('applyTheme', () => {
  afterEach(() => clearTheme());

  it('names the theme in data-theme, which switches the tokens’ stylesheet, and sets the user’s font', () => {
    const lato = themeWithFont(VISION_CHROME, { canvas: 'Lato', css: "'Lato', sans-serif" });
    applyTheme('vision', lato);
    expect(root().dataset.theme).toBe('vision');
    expect(root().style.getPropertyValue(FONT_PROPERTY)).toBe("'Lato', sans-serif");
  });

  it('replaces one theme with the next', () => {
    applyTheme('vision', VISION_CHROME);
    applyTheme('standard', VISION_CHROME);
    expect(root().dataset.theme).toBe('standard');
  });

  it('takes everything off again, so the stylesheet’s defaults apply', () => {
    applyTheme('vision', VISION_CHROME);
    clearTheme();
    expect(root().dataset.theme).toBeUndefined();
    expect(root().style.getPropertyValue(FONT_PROPERTY)).toBe('');
  });
});
