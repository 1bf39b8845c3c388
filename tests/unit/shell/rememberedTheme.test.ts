import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_NAMES } from '../../../engine/chrome';
import { rememberedTheme, rememberTheme, THEME_STORAGE_KEY } from '../../../engine/shell/theme';

// The page's first script (engine/index.html) reads the remembered theme before any module loads;
// it spells the key and the names out, so it is run here against what the TS side writes.
const page = readFileSync('engine/index.html', 'utf8');
const firstScript = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
const root = () => document.documentElement;

/** Runs the page's first script on this document, as the browser does before the first paint: the data-theme it leaves. */
function firstPaintTheme(): string | undefined {
  delete root().dataset.theme;
  // The page's own inline script, run as the browser runs it (jsdom runs no <script> it is given).
  new Function(firstScript)();
  return root().dataset.theme;
}

afterEach(() => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  delete root().dataset.theme;
});

describe('the theme remembered for the first paint', () => {
  it('is the first script of the page, ahead of its stylesheet and modules', () => {
    expect(firstScript).toContain(THEME_STORAGE_KEY);
    expect(page.indexOf(firstScript)).toBeLessThan(page.indexOf('<!--atrium-styles-->'));
    expect(page.indexOf(firstScript)).toBeLessThan(page.indexOf('<!--atrium-script-->'));
  });

  it.each(THEME_NAMES)('puts %s on the page before any module runs, as the desktop remembered it', (name) => {
    rememberTheme(name, localStorage);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(name);
    expect(rememberedTheme(localStorage)).toBe(name);
    expect(firstPaintTheme()).toBe(name);
  });

  it('leaves the page to the system with nothing remembered, with a theme no longer shipped, or when forgotten', () => {
    expect(firstPaintTheme()).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, 'classic');
    expect(rememberedTheme(localStorage)).toBeNull();
    expect(firstPaintTheme()).toBeUndefined();
    rememberTheme('dark', localStorage);
    rememberTheme(null, localStorage);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(firstPaintTheme()).toBeUndefined();
  });

  it('shows the page as it would be without it where the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const reads = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    const writes = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    try {
      expect(firstPaintTheme()).toBeUndefined();
      expect(rememberedTheme(localStorage)).toBeNull();
      expect(() => rememberTheme('dark', localStorage)).not.toThrow();
    } finally {
      reads.mockRestore();
      writes.mockRestore();
    }
  });
});
