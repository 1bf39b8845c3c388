import { desktopIsShown, expect, loginPageIsShown, test } from './fixtures';

// The Playwright kit's `desktop` fixture (kits/playwright), as a plugin's tests use it, on the
// shared server with this suite's users.

test('the desktop fixture signs the user in through the API, and its helpers open windows and apps', async ({ desktop, user }) => {
  const { page } = desktop;
  await desktopIsShown(page, user);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  const wid = await desktop.openWindow({ title: 'Kit', left: 100, top: 100, width: 420, height: 300 });
  await expect(desktop.window('Kit')).toBeVisible();
  expect(await desktop.windows()).toEqual([expect.objectContaining({ wid, title: 'Kit', left: 100, top: 100, width: 420, height: 300, focused: true })]);
  const pid = await desktop.openApp('Notes');
  expect(pid).toBeGreaterThan(0);
  // A window's appId is the app's name and its instance (Notes#2).
  await expect.poll(async () => (await desktop.windows()).map((window) => window.appId.split('#')[0])).toContain('Notes');
});

test('the API sign-in is the browser’s session: a reload keeps the user signed in, and signing out ends it', async ({ desktop, user }) => {
  const { page } = desktop;
  await page.reload();
  await desktopIsShown(page, user);
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout', exact: true }).getByRole('button', { name: 'Yes, logout' }).click();
  await loginPageIsShown(page);
  await page.reload();
  await loginPageIsShown(page);
});

test.describe('at another pixel ratio', () => {
  test.use({ deviceScaleFactor: 2 });

  test('a desktop screenshot is refused, naming the setting', async ({ desktop }) => {
    await expect(expect(desktop).toHaveScreenshot('never-written.png')).rejects.toThrow(
      'screenshots need deviceScaleFactor 1, the page has 2: set use: { deviceScaleFactor: 1 } in playwright.config',
    );
  });
});
