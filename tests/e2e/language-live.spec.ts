import { expect, signInAt, signInToDesktop, test, useOwnServer, windowDialog } from './fixtures';

test.describe('a live language switch', () => {
  // Development mode adds the developer tray item, whose title and menu must follow the language too.
  const server = useOwnServer([], { NODE_ENV: 'development' });

  test('fetches the new table and reaches the tray, the window list, window titles and the developer menu without a reload', async ({ page }) => {
    await signInAt(page, server());
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.keyboard.press('Alt+a');
    await page.keyboard.type('pref');
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('form', { name: 'Preferences' });
    const windowList = (name: string) => page.getByRole('toolbar', { name });
    await expect(windowList('Windows').getByRole('button', { name: 'Preferences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Developer' })).toBeVisible();

    // German is not in the start-up scripts: choosing it fetches its table.
    const germanTable = page.waitForResponse((response) => /\/chunks\/de_DE-[\w-]+\.js$/.test(response.url()));
    await preferences.getByLabel('Display language').selectOption('de_DE');
    expect((await germanTable).ok()).toBe(true);

    const tray = page.getByRole('group', { name: 'Infobereich' });
    await expect(tray.getByRole('button', { name: 'Entwickler' })).toHaveAttribute('title', 'Entwickler');
    await expect(windowList('Fenster').getByRole('button', { name: 'Einstellungen' })).toBeVisible();
    await expect(windowDialog(page, 'Einstellungen')).toBeVisible();
    await expect(windowDialog(page, 'Einstellungen').getByRole('button', { name: 'Schließen', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().map((w) => w.title))).toEqual(['Einstellungen']);

    await tray.getByRole('button', { name: 'Entwickler' }).click();
    const menu = page.getByRole('menu', { name: 'Entwickler' });
    await expect(menu.getByRole('menuitem', { name: 'Alle Anwendungen beenden' })).toBeVisible();
    await expect(menu.getByRole('group', { name: /^Einstellungen \(\d+\)$/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // And back, with the table already there.
    await page.getByRole('form', { name: 'Einstellungen' }).getByLabel('Anzeigesprache').selectOption('en_EN');
    await expect(page.getByRole('group', { name: 'Tray' }).getByRole('button', { name: 'Developer' })).toBeVisible();
    await expect(windowList('Windows').getByRole('button', { name: 'Preferences' })).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });
});

test.describe('a language whose table cannot be loaded', () => {
  test('leaves the page in its language and says so', async ({ page, consoleErrors, user }) => {
    consoleErrors.allow(/language could not be changed|Failed to load resource|dynamically imported module/);
    await signInToDesktop(page, user);
    await page.route(/\/chunks\/de_DE-[\w-]+\.js$/, (route) => route.abort());
    await page.keyboard.press('Alt+a');
    await page.keyboard.type('pref');
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Preferences' }).getByLabel('Display language').selectOption('de_DE');

    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Language not changed')).toBeVisible();
    await expect(notifications.getByText('Deutsch could not be loaded. Check the connection and try again.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Preferences' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Windows' }).getByRole('button', { name: 'Preferences' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-EN');
  });
});
