import type { Page } from '@playwright/test';
import { expect, panel, signIn, signInToDesktop, desktopIsShown, test } from './fixtures';

/**
 * The sound files the page asks for from now on. Chromium's media players share what one loaded
 * for the same URL, so each is served with `no-store` here: the welcome greeting's sound, played
 * at sign-in, would otherwise be the only request for 'message' until the page reloads.
 */
async function soundsAsked(page: Page): Promise<string[]> {
  await page.route('**/sounds/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });
  return requestedSounds(page);
}

/** The sound files the page asks for from now on. */
function requestedSounds(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sounds/')) asked.push(pathname);
  });
  return asked;
}

const notify = (page: Page, options: { title: string; message: string; sound?: string | null; native?: boolean }) =>
  page.evaluate((input) => window.atrium?.notify(input), options);

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('button');

async function openHistory(page: Page, name = 'Notifications') {
  await panel(page).getByRole('group', { name: 'Tray' }).getByRole('button', { name, exact: true }).click();
  return page.getByRole('dialog', { name });
}

test.describe('notifications', () => {
  test('play their sound, and their history follows the user to another device', async ({ page, browser, user }) => {
    const asked = await soundsAsked(page);
    await signInToDesktop(page, user);
    await page.waitForFunction(() => window.atrium?.apps?.started());
    // The greeting's sound at sign-in (tests/e2e/greeting.spec.ts), then each notification's own.
    await expect.poll(() => asked).toEqual(['/sounds/message.oga']);

    await notify(page, { title: 'Orders', message: 'Order 42 shipped' });
    await expect(toasts(page).filter({ hasText: 'Order 42 shipped' })).toBeVisible();
    await expect.poll(() => asked).toEqual(['/sounds/message.oga', '/sounds/message.oga']);
    await notify(page, { title: 'Build', message: 'Done', sound: 'complete' });
    await expect.poll(() => asked).toContain('/sounds/complete.oga');
    await notify(page, { title: 'Quiet', message: 'No sound', sound: null });
    await expect(toasts(page).filter({ hasText: 'No sound' })).toBeVisible();
    expect(asked).toHaveLength(3);

    // The history lists them newest first; the welcome greeting is not kept.
    const history = await openHistory(page);
    const entries = history.getByRole('list', { name: 'Notification history' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('QuietNo sound');
    await expect(entries.last()).toContainText('OrdersOrder 42 shipped');
    await page.keyboard.press('Escape');
    await expect(history).toHaveCount(0);

    // Another browser, the same user: the same history.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/');
    await signIn(second, user);
    await desktopIsShown(second, user);
    const elsewhere = await openHistory(second);
    await expect(elsewhere.getByRole('listitem')).toHaveText([/^QuietNo sound/, /^BuildDone/, /^OrdersOrder 42 shipped/]);
    await elsewhere.getByRole('button', { name: 'Clear all' }).click();
    await expect(elsewhere.getByText('No notifications yet')).toBeVisible();
    await expect(elsewhere.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await other.close();
  });

  test('do not disturb keeps them in the history only, by keyboard, and stays on after a reload', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await page.waitForFunction(() => window.atrium?.apps?.started());
    const history = await openHistory(page);
    const quiet = history.getByRole('switch', { name: 'Do not disturb' });
    await expect(quiet).toBeFocused();
    await page.keyboard.press('Space');
    await expect(quiet).toBeChecked();
    await expect(history).toContainText('New notifications are kept here');
    await page.keyboard.press('Escape');
    await expect(panel(page).getByRole('button', { name: 'Notifications (do not disturb)' })).toBeFocused();

    const asked = requestedSounds(page);
    await notify(page, { title: 'Held', message: 'back' });
    const again = await openHistory(page, 'Notifications (do not disturb)');
    await expect(again.getByRole('listitem')).toHaveText([/^Heldback/]);
    expect(await toasts(page).filter({ hasText: 'Held' }).count()).toBe(0);
    expect(asked).toEqual([]);

    await page.reload();
    await desktopIsShown(page, user);
    await expect(panel(page).getByRole('button', { name: 'Notifications (do not disturb)' })).toBeVisible();
    const afterReload = await openHistory(page, 'Notifications (do not disturb)');
    await afterReload.getByRole('switch', { name: 'Do not disturb' }).click();
    await expect(panel(page).getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await notify(page, { title: 'Heard', message: 'again' });
    await expect(toasts(page).filter({ hasText: 'again' })).toBeVisible();
  });

  test('native ones go through the browser once allowed, and are toasts until then', async ({ page, context, user }) => {
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { nativeShown: string[] }).nativeShown = shown;
      const Native = window.Notification;
      class Recorded extends Native {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(`${title}: ${options?.body ?? ''}`);
        }
      }
      window.Notification = Recorded as typeof Notification;
    });
    await signInToDesktop(page, user);
    await page.waitForFunction(() => window.atrium?.apps?.started());
    await notify(page, { title: 'Before', message: 'a toast', native: true });
    await expect(toasts(page).filter({ hasText: 'a toast' })).toBeVisible();

    await context.grantPermissions(['notifications']);
    await notify(page, { title: 'After', message: 'from the browser', native: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { nativeShown: string[] }).nativeShown)).toEqual(['After: from the browser']);
    expect(await toasts(page).filter({ hasText: 'from the browser' }).count()).toBe(0);
  });
});
