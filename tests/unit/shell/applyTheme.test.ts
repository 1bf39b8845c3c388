import { afterEach, describe, expect, it } from 'vitest';
import { STANDARD_CHROME, VISION_CHROME } from '../../../engine/chrome';
import { applyTheme, clearTheme, THEME_PROPERTIES } from '../../../engine/shell/theme/applyTheme';

const root = () => document.documentElement;
const property = (name: string) => root().style.getPropertyValue(name);

describe('applyTheme', () => {
  afterEach(() => clearTheme());

  it('puts the theme’s DOM tokens on the root as custom properties, and its name as data-theme', () => {
    applyTheme('vision', VISION_CHROME);
    expect(root().dataset.theme).toBe('vision');
    expect(property('--atrium-accent')).toBe(VISION_CHROME.dom.accent);
    expect(property('--atrium-accent-strong')).toBe(VISION_CHROME.dom.accentStrong);
    expect(property('--atrium-focus')).toBe(VISION_CHROME.dom.focus);
    expect(property('--atrium-panel-bg')).toBe(VISION_CHROME.dom.panelBackground);
    expect(property('--atrium-panel-text')).toBe(VISION_CHROME.dom.panelText);
    expect(property('--atrium-menu-hover')).toBe(VISION_CHROME.dom.menuHover);
    expect(property('--atrium-radius')).toBe(`${VISION_CHROME.dom.radius}px`);
    expect(property('--atrium-radius-control')).toBe(`${VISION_CHROME.dom.controlRadius}px`);
    expect(property('--atrium-radius-small')).toBe(`${VISION_CHROME.dom.smallRadius}px`);
    expect(property('--atrium-font')).toBe(VISION_CHROME.dom.font);
  });

  it('replaces one theme with the next', () => {
    applyTheme('vision', VISION_CHROME);
    applyTheme('standard', STANDARD_CHROME);
    expect(root().dataset.theme).toBe('standard');
    expect(property('--atrium-accent')).toBe(STANDARD_CHROME.dom.accent);
  });

  it('clears every property it set, so the stylesheet’s defaults apply again', () => {
    applyTheme('vision', VISION_CHROME);
    clearTheme();
    expect(root().dataset.theme).toBeUndefined();
    for (const name of Object.values(THEME_PROPERTIES)) expect(property(name)).toBe('');
  });

  it('keeps the stylesheet’s defaults equal to the standard theme’s tokens', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('engine/shell/styles.css', 'utf8');
    const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const [token, name] of Object.entries(THEME_PROPERTIES) as [keyof typeof THEME_PROPERTIES, string][]) {
      const value = STANDARD_CHROME.dom[token];
      const expected = typeof value === 'number' ? `${value}px` : value;
      expect(rootBlock, name).toContain(`${name}: ${expected};`);
    }
  });
});
