import type { APIRequestContext, Page } from '@playwright/test';
import { desktopIsShown, dragBy, expect, logOut, moveHandle, serverState, signIn, test, windowDialog, type Rect, type TestUser } from './fixtures';

// Each test saves and restores the real session of a user of its own.

interface Shown extends Rect {
  title: string;
  maximized: boolean;
  minimized: boolean;
}

async function shownWindows(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    (window.atrium?.windows?.list() ?? [])
      .map(({ title, left, top, width, height, maximized, minimized }) => ({ title, left, top, width, height, maximized, minimized }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  );
}

async function signInAndWait(page: Page, user: TestUser, path = '/') {
  await page.goto(path);
  await signIn(page, user);
  await desktopIsShown(page, user);
  // Started: the session is restored, so what the test opens from now on is saved.
  await page.waitForFunction(() => window.atrium?.apps?.started());
}

/** Waits until the server holds the session the desktop would save now (it saves shortly after a change). */
async function sessionSaved(page: Page, request: APIRequestContext, user: TestUser, count: number) {
  const server = await serverState(request, user);
  await expect
    .poll(async () => {
      const [stored, shown] = await Promise.all([server.session(), page.evaluate(() => window.atrium?.apps?.session())]);
      return JSON.stringify(stored) === JSON.stringify(shown) ? stored.length : -1;
    })
    .toBe(count);
}

test('windows come back after a reload where they were, as they were', async ({ page, request, user }) => {
  await signInAndWait(page, user);
  await page.evaluate(() => {
    window.atrium?.windows?.open({ left: 120, top: 100, width: 400, height: 260 });
    window.atrium?.windows?.open({ left: 500, top: 300, width: 420, height: 280 });
  });
  await dragBy(page, moveHandle(page, 'Sandbox 1'), 60, 40);
  await windowDialog(page, 'Sandbox 2').getByRole('button', { name: 'Maximize' }).click();
  await sessionSaved(page, request, user, 2);
  const before = await shownWindows(page);
  expect(before).toHaveLength(2);

  await page.reload();
  await desktopIsShown(page, user);
  await expect.poll(() => shownWindows(page)).toEqual(before);
  expect(before[0]).toMatchObject({ left: 180, top: 140, width: 400, height: 260, maximized: false });
  expect(before[1]).toMatchObject({ maximized: true });
});

test('?app= is left out of the restored session and launched instead', async ({ page, request, user }) => {
  await signInAndWait(page, user);
  await page.evaluate(() => {
    window.atrium?.windows?.open({ left: 120, top: 100 });
    window.atrium?.windows?.open({ left: 500, top: 300 });
  });
  await sessionSaved(page, request, user, 2);

  await page.goto('/?app=Sandbox');
  await desktopIsShown(page, user);
  // Two Sandbox entries were saved; the URL's app replaces them with one fresh instance.
  await expect.poll(() => page.evaluate(() => window.atrium?.apps?.running().map((app) => app.name))).toEqual(['Sandbox']);
  await expect(windowDialog(page, 'Sandbox 1')).toBeVisible();
});

test('signing out saves the session; closing everything saves an empty one', async ({ page, request, user }) => {
  await signInAndWait(page, user);
  await page.evaluate(() => window.atrium?.windows?.open({ left: 200, top: 200 }));
  await logOut(page);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(page, user);
  await desktopIsShown(page, user);
  await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().length)).toBe(1);
  await page.evaluate(() => window.atrium?.windows?.closeAll());
  await sessionSaved(page, request, user, 0);
});
