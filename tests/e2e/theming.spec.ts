import { STANDARD_TOKENS, VISION_TOKENS } from '../../engine/theme';
import { expect, test } from './fixtures';

// The theme tokens (docs/features/theming.md) come from the page's stylesheet alone, so the login
// page's first frame has them before any script runs, and a theme is one attribute away.

test('the page has the standard tokens from its stylesheet alone, and data-theme switches every token', async ({ page, consoleErrors }) => {
  // No script at all: whatever the page shows, it shows with the stylesheet's tokens.
  consoleErrors.allow(/Failed to load resource/);
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.goto('/');
  const token = (name: string) => page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
  await expect.poll(() => token('--atrium-login-background')).toBe(STANDARD_TOKENS.color.loginBackground);
  expect(await token('--atrium-accent')).toBe(STANDARD_TOKENS.color.accent);
  expect(await token('--atrium-radius-control')).toBe(`${STANDARD_TOKENS.radius.control}px`);

  await page.evaluate(() => (document.documentElement.dataset.theme = 'vision'));
  expect(await token('--atrium-accent')).toBe(VISION_TOKENS.color.accent);
  expect(await token('--atrium-menu-hover')).toBe(VISION_TOKENS.color.menuHover);
  expect(await token('--atrium-radius-control')).toBe(`${VISION_TOKENS.radius.control}px`);
  await page.evaluate(() => delete document.documentElement.dataset.theme);
  expect(await token('--atrium-accent')).toBe(STANDARD_TOKENS.color.accent);
});
