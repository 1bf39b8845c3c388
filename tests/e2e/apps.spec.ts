import type { Page } from '@playwright/test';
import { desktopIsShown, expect, signIn, signInToDesktop, test, windowDialog, windowIsMinimized } from './fixtures';

const panel = (page: Page) => page.getByRole('navigation', { name: 'Panel' });
const appMenuButton = (page: Page) => panel(page).getByRole('button', { name: 'Applications' });
const appBar = (page: Page) => page.getByRole('dialog', { name: 'Applications', exact: true });
const windowList = (page: Page) => panel(page).getByRole('toolbar', { name: 'Windows' });
const alertWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

test.describe('the application menu', () => {
  test.beforeEach(async ({ page, user }) => {
    await signInToDesktop(page, user);
  });

  test('lists the visible apps by category, sorted, and a click launches one and closes the menu', async ({ page }) => {
    await appMenuButton(page).click();
    await expect(appBar(page).getByRole('searchbox', { name: 'Search Applications' })).toBeFocused();
    // The Viewer is hidden; Orders (a data-defined app) is listed under Business beside Priorities.
    await expect(appBar(page).getByRole('heading')).toHaveText(['Business', 'Development', 'Operational Intelligence', 'Productivity', 'System']);
    const business = appBar(page).getByRole('list', { name: 'Business' }).getByRole('button');
    await expect(business).toHaveCount(2);
    await expect(business.first()).toHaveAccessibleName('Orders');
    await expect(business.last()).toHaveAccessibleName('Priorities');

    await appBar(page).getByRole('button', { name: 'Notes' }).click();
    await expect(appBar(page)).toBeHidden();
    await expect(windowDialog(page, 'Notes')).toBeVisible();
  });

  test('Alt+A opens it, typing filters and hides empty categories, Enter launches the first match', async ({ page }) => {
    await page.keyboard.press('Alt+a');
    await expect(appBar(page)).toBeVisible();
    await page.keyboard.type('SAND');
    await expect(appBar(page).getByRole('heading')).toHaveText(['Development']);
    await page.keyboard.press('Enter');
    await expect(appBar(page)).toBeHidden();
    await expect(windowDialog(page, 'Sandbox 1')).toBeVisible();
  });

  test('a category collapses and expands', async ({ page }) => {
    await appMenuButton(page).click();
    const toggle = appBar(page).getByRole('button', { name: 'Development' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(appBar(page).getByRole('button', { name: 'Sandbox' })).toBeHidden();
    await toggle.click();
    await expect(appBar(page).getByRole('button', { name: 'Sandbox' })).toBeVisible();
  });

  test('a singleton is focused, not launched twice', async ({ page }) => {
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Alt+a');
      await page.keyboard.type('notes');
      await page.keyboard.press('Enter');
    }
    await expect(windowDialog(page, 'Notes')).toHaveCount(1);
    expect(await page.evaluate(() => window.atrium?.apps?.running().map((app) => app.name))).toEqual(['Notes']);
  });

  test('a data-defined app opens through the Viewer', async ({ page }) => {
    await appMenuButton(page).click();
    await appBar(page).getByRole('button', { name: 'Orders' }).click();
    await expect(windowDialog(page, 'Orders')).toContainText('opened through the Viewer');
  });
});

test.describe('the window list', () => {
  test('focuses, minimizes the focused window and raises a minimized one', async ({ page, user }) => {
    await signInToDesktop(page, user);
    const first = await page.evaluate(() => window.atrium?.windows?.open({ left: 100, top: 100 }) ?? 0);
    const second = await page.evaluate(() => window.atrium?.windows?.open({ left: 300, top: 200 }) ?? 0);
    const buttons = windowList(page).getByRole('button');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(0)).toHaveAccessibleName('Sandbox 1');
    await expect(buttons.nth(1)).toHaveAccessibleName('Sandbox 2');
    await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await buttons.nth(1).click();
    await windowIsMinimized(page, second, 'Sandbox 2');
    await buttons.nth(1).click();
    await expect.poll(() => page.evaluate((wid) => window.atrium?.windows?.list().find((w) => w.wid === wid)?.focused, second)).toBe(true);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'true');
    expect(first).toBeGreaterThan(0);
  });
});

test.describe('launch by URL and by link', () => {
  test('?app= launches the app at start-up with the other query values as its args', async ({ page, user }) => {
    await page.goto('/?app=Notes&page=summary&pageTitle=Summary');
    await signIn(page, user);
    await desktopIsShown(page, user);
    const notes = windowDialog(page, 'Notes');
    await expect(notes.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a link with an application attribute opens a page in the app, and a running app gets the page added', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await page.evaluate(() => window.atrium?.windows?.open({ left: 600, top: 100 }));
    const sandbox = windowDialog(page, 'Sandbox 1');
    await sandbox.getByRole('link', { name: 'Open the Orders page in Notes' }).click();
    const notes = windowDialog(page, 'Notes');
    await expect(notes.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    await notes.getByRole('tab', { name: 'Notes' }).click();
    await sandbox.getByRole('link', { name: 'Open the Orders page in Notes' }).click();
    await expect(notes.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(notes).toHaveCount(1);
  });

  test('a same-host link with ?app= runs that app with its query values, restarting it', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await page.evaluate(() => window.atrium?.windows?.open({ left: 600, top: 100 }));
    const sandbox = windowDialog(page, 'Sandbox 1');
    await sandbox.getByRole('link', { name: 'Open a summary in Notes' }).click();
    const notes = windowDialog(page, 'Notes');
    await expect(notes.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await notes.getByLabel('Summary text').fill('draft');
    await sandbox.getByRole('link', { name: 'Open a summary in Notes' }).click();
    // Restarted: a fresh Notes, the draft gone, one window.
    await expect(notes.getByLabel('Summary text')).toHaveValue('');
    await expect(notes).toHaveCount(1);
    expect(page.url()).not.toContain('app=');
  });
});

test.describe('access', () => {
  // Ada's app list has no Notes.
  test.use({ userLike: 'ada' });

  test("an app missing from the user's list is refused with the spec's text", async ({ page, user }) => {
    await page.goto('/?app=Notes');
    await signIn(page, user);
    await desktopIsShown(page, user);
    const alert = alertWith(page, "You don't have access to Notes App");
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(windowDialog(page, 'Notes')).toHaveCount(0);
  });

  test('a user like ada does not see Notes in the menu', async ({ page, user }) => {
    await page.goto('/');
    await signIn(page, user);
    await desktopIsShown(page, user);
    await appMenuButton(page).click();
    await expect(appBar(page).getByRole('button', { name: 'Sandbox' })).toBeVisible();
    await expect(appBar(page).getByRole('button', { name: 'Notes' })).toHaveCount(0);
  });
});
