import type { Page } from '@playwright/test';
import { desktopIsShown, expect, panel, signIn, test } from './fixtures';

// The welcome greeting is a notification like every other (docs/features/notifications.md#the-welcome-greeting): it plays the
// default sound, 'message', trying oga, then mp3, and keeps quiet under do-not-disturb.

/** The sound files the page asks for from now on, in order. */
function soundsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sounds/')) asked.push(pathname);
  });
  return asked;
}

const greeting = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Welcome to Atrium/ });

test.describe('the welcome greeting', () => {
  test('plays its sound: the oga first, and the mp3 when the oga cannot be loaded', async ({ page, user, consoleErrors }) => {
    // Only the sound file fails, as a server without it would: everything else is Atrium's own.
    await page.route('**/sounds/message.oga', (route) => route.fulfill({ status: 404, body: '' }));
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const asked = soundsAsked(page);
    await page.goto('/');
    await signIn(page, user);
    await desktopIsShown(page, user);
    await expect(greeting(page)).toContainText(`Hello and Good Morning ${user.firstname}!`);
    await expect.poll(() => asked).toEqual(['/sounds/message.oga', '/sounds/message.mp3']);
  });

  test('keeps quiet under do-not-disturb: no toast, no sound', async ({ page, user }) => {
    await page.goto('/');
    await signIn(page, user);
    await desktopIsShown(page, user);
    await expect(greeting(page)).toBeVisible();
    await panel(page).getByRole('group', { name: 'Tray' }).getByRole('button', { name: 'Notifications', exact: true }).click();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/settings') && response.request().method() === 'POST' && response.ok());
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('switch', { name: 'Do not disturb' }).click();
    await saved;

    const asked = soundsAsked(page);
    await page.reload();
    await desktopIsShown(page, user);
    // The greeting is shown, or held back, before the desktop has started.
    await page.waitForFunction(() => window.atrium?.apps?.started());
    await expect(panel(page).getByRole('button', { name: 'Notifications (do not disturb)' })).toBeVisible();
    // Counted at once: a toast shown would still be on screen (10 s), and waiting would outlast it.
    expect(await greeting(page).count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
