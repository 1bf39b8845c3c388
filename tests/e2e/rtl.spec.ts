import { createUser, desktopIsShown, expect, loginPageIsShown, logOut, moveHandle, openWindow, pixelAt, signIn, test, useOwnServer, windowDialog, type Rect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { storedValue } from './browserStorage';

// Right to left is reached through the translate widget: the server offers a translation-service
// language (ar) beside a known locale, so this runs a server of its own.

async function boxOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return { left: box.x, top: box.y, width: box.width, height: box.height };
}

async function pageRunsRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** The panel is mirrored: the application menu button at the right, the tray and Logout to its left. */
async function panelIsMirrored(page: Page) {
  const panel = page.getByRole('navigation', { name: 'Panel' });
  const appMenu = await boxOf(panel.getByRole('button', { name: 'Applications' }));
  const tray = await boxOf(panel.getByRole('group', { name: 'Tray' }));
  const logout = await boxOf(panel.getByRole('button', { name: 'Logout' }));
  expect(appMenu.left).toBeGreaterThan(tray.left);
  expect(appMenu.left).toBeGreaterThan(1280 / 2);
  expect(logout.left).toBeLessThan(tray.left);
}

/** Hovering the DOM Close button paints the canvas's close-hover red just inside that button's box. */
async function closeHoverIsDrawnUnder(page: Page, title: string) {
  const close = windowDialog(page, title).getByRole('button', { name: 'Close' });
  const box = await boxOf(close);
  await close.hover();
  await expect.poll(async () => (await pixelAt(page, box.left + 2, box.top + 2)).slice(0, 3)).toEqual([0xc4, 0x2b, 0x1c]);
  await page.mouse.move(640, 400);
}

/** The window's Close button is outermost at the header's left, Maximize next to it, Minimize after. */
async function headerIsMirrored(page: Page, title: string) {
  const window = windowDialog(page, title);
  const header = await boxOf(moveHandle(page, title));
  const close = await boxOf(window.getByRole('button', { name: 'Close' }));
  const maximize = await boxOf(window.getByRole('button', { name: 'Maximize' }));
  const minimize = await boxOf(window.getByRole('button', { name: 'Minimize' }));
  expect(close.left).toBe(header.left);
  expect(maximize.left).toBe(close.left + close.width);
  expect(minimize.left).toBe(maximize.left + maximize.width);
}

test.describe('right to left through the translate widget', () => {
  const server = useOwnServer([], { TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,ar' });

  test('Arabic mirrors the login page and the desktop and survives a reload', async ({ page }) => {
    const user = await createUser(page.request, server().baseURL);
    await page.goto(server().baseURL);
    await loginPageIsShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const picker = page.getByRole('contentinfo').getByLabel('Language');
    await expect(picker.getByRole('option')).toHaveText(['English', 'العربية']);

    await picker.selectOption({ label: 'العربية' });
    await pageRunsRightToLeft(page);
    // The text stays in the tables: translating it is the translation service's job.
    await loginPageIsShown(page);

    await signIn(page, user);
    await desktopIsShown(page, user);
    await page.waitForFunction(() => window.atrium?.windows);
    await pageRunsRightToLeft(page);
    await panelIsMirrored(page);
    await openWindow(page, { title: 'Orders', left: 300, top: 150, width: 420, height: 300 });
    await headerIsMirrored(page, 'Orders');
    await closeHoverIsDrawnUnder(page, 'Orders');

    await page.reload();
    await desktopIsShown(page, user);
    await pageRunsRightToLeft(page);
    await panelIsMirrored(page);

    // Signing out clears the browser storage (the choice with it), as for a known locale.
    await logOut(page);
    await loginPageIsShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a login page choice is kept at the next boot until English replaces it', async ({ page }) => {
    await page.goto(server().baseURL);
    await loginPageIsShown(page);
    await page.getByRole('contentinfo').getByLabel('Language').selectOption({ label: 'العربية' });
    await pageRunsRightToLeft(page);

    await page.reload();
    await loginPageIsShown(page);
    await pageRunsRightToLeft(page);
    const picker = page.getByRole('contentinfo').getByLabel('Language');
    await expect(picker).toHaveValue('ar');

    await picker.selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-EN');
    await page.reload();
    await loginPageIsShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en_EN');
  });

  test('a language picked in Preferences replaces the choice and turns the desktop left to right at once', async ({ page }) => {
    const user = await createUser(page.request, server().baseURL);
    await page.goto(server().baseURL);
    await page.getByRole('contentinfo').getByLabel('Language').selectOption({ label: 'العربية' });
    await signIn(page, user);
    await desktopIsShown(page, user);
    await page.waitForFunction(() => window.atrium?.windows);
    await openWindow(page, { title: 'Orders', left: 200, top: 150, width: 420, height: 300 });
    await headerIsMirrored(page, 'Orders');

    await page.keyboard.press('Alt+a');
    await page.keyboard.type('pref');
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Preferences' }).getByLabel('Display language').selectOption('de_DE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect.poll(() => storedValue(page, 'locale')).toBe('de_DE');

    // Live: the header's hit targets and the canvas are laid out left to right again.
    await page.evaluate(() => {
      const orders = window.atrium?.windows?.list().find((w) => w.title === 'Orders');
      if (orders) window.atrium?.windows?.focus(orders.wid);
    });
    const orders = windowDialog(page, 'Orders');
    const header = await boxOf(orders.getByRole('button', { name: 'Verschieben' }));
    const close = await boxOf(orders.getByRole('button', { name: 'Schließen' }));
    expect(close.left + close.width).toBe(header.left + header.width);
    const hover = orders.getByRole('button', { name: 'Schließen' });
    await hover.hover();
    await expect.poll(async () => (await pixelAt(page, close.left + 2, close.top + 2)).slice(0, 3)).toEqual([0xc4, 0x2b, 0x1c]);
  });
});
