import type { Page, Route } from '@playwright/test';
import { STANDARD_TOKENS } from '../../engine/theme';
import { desktopIsShown, expect, loginPageIsShown, openPreferences, panel, pixelAt, serverState, signInToDesktop, test, windowDialog } from './fixtures';

// The splash and the login page show the theme the desktop showed last, from their first paint, on
// a system that asks for the other look (docs/features/theming.md#the-first-paint).

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** A token's value as the page has it now: empty until its stylesheet has loaded. */
const tokenValue = (page: Page, property: string) => page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), property);

/**
 * Holds the page's scripts (modules and their preloads) until `release()`: what shows meanwhile is
 * the page's HTML, its stylesheet and its inline first script, which is what the browser first paints.
 */
async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(scripts);
    },
  };
}

/**
 * Reloads with the scripts held and checks the first paint: the standard theme named on the page,
 * its tokens, and the light page a light theme's color-scheme paints (a dark one is near black);
 * then lets the scripts run.
 */
async function firstPaintIsStandard(page: Page) {
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => tokenValue(page, '--atrium-login-background')).toBe(STANDARD_TOKENS.color.loginBackground);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  // Nothing rendered: no script of the app has run.
  await expect(page.locator('#atrium')).toBeAttached();
  await expect(page.locator('#atrium > *')).toHaveCount(0);
  expect(Math.min(...(await pixelAt(page, 640, 400)).slice(0, 3))).toBeGreaterThan(240);
  await scripts.release();
}

test('Standard chosen on a dark system: the splash, the desktop until its settings load and the login page after signing out are standard from their first paint', async ({ page, request, user }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToDesktop(page, user);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const preferences = await openPreferences(page);
  await preferences.getByRole('radio', { name: 'Standard' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  const stored = await serverState(request, user);
  await expect.poll(async () => (await stored.settings()).desktop?.theme).toBe('standard');

  // Every theme the page names from its first script on, through the boot, the splash and the desktop.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { themesSeen: typeof seen }).themesSeen = seen;
    // On the document: the init script runs before <html> exists.
    new MutationObserver((changes) => {
      for (const change of changes) if (change.target === document.documentElement) seen.push(document.documentElement.getAttribute('data-theme'));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
  });
  const themesSeen = () => page.evaluate(() => [...new Set((window as unknown as { themesSeen: (string | null)[] }).themesSeen)]);

  await firstPaintIsStandard(page);
  await desktopIsShown(page, user);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  expect(await themesSeen()).toEqual(['standard']);

  await panel(page).getByRole('button', { name: 'Logout' }).click();
  await windowDialog(page, 'Logout').getByRole('button', { name: 'Yes, logout' }).click();
  await loginPageIsShown(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  await expect(page.locator('.login')).toHaveCSS('background-color', rgb(STANDARD_TOKENS.color.loginBackground));
  await expect(page.getByLabel('Username')).toHaveCSS('color', rgb(STANDARD_TOKENS.color.ink));

  await firstPaintIsStandard(page);
  await loginPageIsShown(page);
  await expect(page.locator('.login')).toHaveCSS('background-color', rgb(STANDARD_TOKENS.color.loginBackground));
  expect(await themesSeen()).toEqual(['standard']);
});
