import type { Page } from '@playwright/test';
import { DARK_CHROME, STANDARD_CHROME } from '../../engine/chrome';
import { DARK_TOKENS, STANDARD_TOKENS } from '../../engine/theme';
import {
  canvasesAreIdle,
  desktopIsShown,
  dismissWelcome,
  expect,
  frames,
  loginPageIsShown,
  openPreferences,
  openWindow,
  pixelAt,
  pixelsOf,
  serverState,
  signInToDesktop,
  test,
  windowDialog,
} from './fixtures';

// The theme choice (docs/features/settings.md#themes-and-motion): following the system's light or
// dark by default, live, and Dark chosen in Preferences; the login page dark from its first paint.

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The colour on screen in the focused window's header, near its top edge and half-way across (clear of the title and the buttons). */
async function focusedHeaderPixel(page: Page): Promise<number[]> {
  const focused = await page.evaluate(() => window.atrium?.windows?.list().find((w) => w.focused));
  if (!focused) throw new Error('no focused window');
  return (await pixelAt(page, focused.left + Math.round(focused.width / 2), focused.top + 4)).slice(0, 3);
}

/** A token's value as the DOM has it now. */
const tokenValue = (page: Page, property: string) => page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), property);

/** The fill of the first chart's first axis label, as ECharts' theme painted it. */
const chartLabelFill = (page: Page) => windowDialog(page, 'Dashboard').locator('[role="figure"] svg text').first().getAttribute('fill');

test('follows the system by default, and switches live when the system does: chrome drawn once, DOM and charts along', async ({ page, user }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToDesktop(page, user);
  await dismissWelcome(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openWindow(page, { title: 'Notes', left: 500, top: 120, width: 400, height: 300 });
  await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(DARK_CHROME.focused.header));
  expect(await tokenValue(page, '--atrium-surface')).toBe(DARK_TOKENS.color.surface);

  const preferences = await openPreferences(page);
  await expect(preferences.getByRole('radio', { name: 'Follow the system' })).toBeChecked();
  await page.evaluate(() => window.atrium?.apps?.launch('Dashboard', {}, { firstWindow: { position: { left: 20, top: 50 }, dimension: { width: 900, height: 600 } } }));
  await expect(windowDialog(page, 'Dashboard').locator('[role="figure"][data-chart="drawn"]').first()).toBeVisible();
  const darkLabel = await chartLabelFill(page);
  await canvasesAreIdle(page);
  const before = await frames(page);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(STANDARD_CHROME.focused.header));
  expect(await tokenValue(page, '--atrium-surface')).toBe(STANDARD_TOKENS.color.surface);
  await expect.poll(() => chartLabelFill(page)).not.toBe(darkLabel);
  await canvasesAreIdle(page);
  // The big chrome canvas draws the new look once, whatever the number of windows: not a frame per window.
  const after = await frames(page);
  expect(after.chrome - before.chrome).toBeGreaterThanOrEqual(1);
  expect(after.chrome - before.chrome).toBeLessThanOrEqual(2);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(DARK_CHROME.focused.header));
  await expect.poll(() => chartLabelFill(page)).toBe(darkLabel);
});

test('Dark chosen in Preferences applies at once, is kept after a reload, and holds whatever the system says', async ({ page, request, user }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInToDesktop(page, user);
  const preferences = await openPreferences(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'standard');
  await preferences.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(DARK_CHROME.focused.header));
  const stored = await serverState(request, user);
  await expect.poll(async () => (await stored.settings()).desktop?.theme).toBe('dark');

  await page.reload();
  await desktopIsShown(page, user);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(openPreferences(page).then((form) => form.getByRole('radio', { name: 'Dark' }))).resolves.toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(DARK_CHROME.focused.header));
});

test('the login page is dark from its first paint on a dark system: the stylesheet does it, before any script', async ({ browser, baseURL, page: reader }) => {
  // No script runs here: what shows is the page's HTML and stylesheet alone, as at the first paint.
  // Its screenshot is read in the test's own page, which runs scripts.
  const bare = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  try {
    const page = await bare.newPage();
    await page.goto(`${baseURL}/`);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the bare page has no viewport');
    const [middle = []] = await pixelsOf(await page.screenshot(), reader, [[viewport.width / 2, viewport.height / 2]]);
    expect(middle).toHaveLength(4);
    // Dark (a light page is near white there): the tokens' color-scheme makes the browser paint the page dark.
    expect(Math.max(...middle.slice(0, 3))).toBeLessThan(48);
  } finally {
    await bare.close();
  }

  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await loginPageIsShown(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await tokenValue(page, '--atrium-login-background')).toBe(DARK_TOKENS.color.loginBackground);
    await expect(page.getByLabel('Username')).toHaveCSS('color', `rgb(${rgb(DARK_TOKENS.color.ink).join(', ')})`);
  } finally {
    await context.close();
  }
});
