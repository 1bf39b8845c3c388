import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_THEMES } from '../../../engine/chrome';
import { DARK_TOKENS, STANDARD_TOKENS, THEME_TOKENS, tokenProperty, tokensStylesheet, TOKENS_STYLESHEET, tokenVar, VISION_TOKENS } from '../../../engine/theme';

describe('the tokens’ stylesheet', () => {
  it('is what engine/theme/values says (run `npm run tokens` after changing a value)', () => {
    expect(readFileSync(TOKENS_STYLESHEET, 'utf8')).toBe(tokensStylesheet());
  });

  it('puts every token of the default theme on :root, and on each other theme’s data-theme what differs from it', () => {
    const css = tokensStylesheet();
    const block = (selector: string) => new RegExp(`${selector.replace(/[[\]]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(block(':root')).toContain('--atrium-accent-strong: #14263f;');
    expect(block(':root')).toContain('--atrium-radius-control: 6px;');
    expect(block(":root[data-theme='vision']")).toContain(`--atrium-accent: ${VISION_TOKENS.color.accent};`);
    expect(block(":root[data-theme='vision']")).toContain('--atrium-radius-control: 3px;');
    expect(block(":root[data-theme='vision']")).not.toContain('--atrium-ink:');
    for (const tokens of Object.values(THEME_TOKENS)) {
      for (const token of Object.keys(tokens.color) as (keyof typeof tokens.color)[]) expect(css).toContain(`${tokenProperty(token)}: ${tokens.color[token]};`);
    }
  });

  it('follows a dark system while no theme is set (the login page): the dark values and the dark color-scheme, before any script', () => {
    const css = tokensStylesheet();
    const systemDark = /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme\]\) \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(systemDark).toContain('color-scheme: dark;');
    expect(systemDark).toContain(`--atrium-surface: ${DARK_TOKENS.color.surface};`);
    expect(systemDark).toContain(`--atrium-login-background: ${DARK_TOKENS.color.loginBackground};`);
    const block = (selector: string) => new RegExp(`${selector.replace(/[[\]]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(block(":root[data-theme='dark']")).toContain('color-scheme: dark;');
    expect(block(':root')).toContain('color-scheme: light;');
    expect(block(":root[data-theme='vision']")).not.toContain('color-scheme');
  });

  it('names custom properties in kebab case', () => {
    expect(tokenProperty('panelItemActiveBorder')).toBe('--atrium-panel-item-active-border');
    expect(tokenVar('ink')).toBe('var(--atrium-ink)');
  });

  it('gives the canvas chrome the same values the DOM gets', () => {
    expect(CHROME_THEMES.standard.focused.header).toBe(STANDARD_TOKENS.color.chromeHeader);
    expect(CHROME_THEMES.vision.unfocused.hover).toEqual({ color: VISION_TOKENS.color.chromeHoverUnfocused, alpha: VISION_TOKENS.chrome.hoverUnfocused });
    expect(CHROME_THEMES.vision.closeHover).toBe(VISION_TOKENS.color.chromeClose);
  });

  it('defines every --atrium-* property the stylesheets read', () => {
    const defined = new Set([...`${tokensStylesheet()}${readFileSync('engine/shell/styles.css', 'utf8')}`.matchAll(/(--atrium-[a-z0-9-]+):/g)].map((match) => match[1]));
    const read = ['engine', 'apps', 'plugins']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--atrium-[a-z0-9-]+)/g)].map((match) => `${file}: ${match[1] ?? ''}`));
    expect(read.length).toBeGreaterThan(100);
    expect(read.filter((use) => !defined.has(use.split(': ')[1]))).toEqual([]);
  });
});
