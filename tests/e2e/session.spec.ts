import { expect, moveHandle, dragBy, signIn, desktopIsShown, test, windowDialog, type Rect } from './fixtures';
import { storedValue } from './browserStorage';

// These tests read and write ada's real saved session, one after the other; every other test
// sees a stubbed, empty session.
test.use({ realUserState: true });
test.describe.configure({ mode: 'serial' });

const ADA = { username: 'ada', name: 'Ada Lovelace' } as const;

interface Shown extends Rect {
  title: string;
  maximized: boolean;
  minimized: boolean;
}

async function shownWindows(page: import('@playwright/test').Page): Promise<Shown[]> {
  return page.evaluate(() =>
    (window.atrium?.windows?.list() ?? [])
      .map(({ title, left, top, width, height, maximized, minimized }) => ({ title, left, top, width, height, maximized, minimized }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  );
}

async function signInAsAda(page: import('@playwright/test').Page, path = '/') {
  await page.goto(path);
  await signIn(page, ADA.username);
  await desktopIsShown(page, ADA.name);
  await page.waitForFunction(() => window.atrium?.apps);
}

/** Waits until the server holds the session the desktop would save now (it saves shortly after a change). */
async function sessionSaved(page: import('@playwright/test').Page, count: number) {
  await expect
    .poll(async () => {
      const token = await storedValue(page, 'AUTH_token');
      return page.evaluate(async (jwt) => {
        const answer = await fetch('/api/v1/user/me/getsession', { headers: { Authorization: `Bearer ${String(jwt)}` } });
        const body = (await answer.json()) as { data: unknown[] };
        return JSON.stringify(body.data) === JSON.stringify(window.atrium?.apps?.session()) ? body.data.length : -1;
      }, token);
    })
    .toBe(count);
}

test('windows come back after a reload where they were, as they were', async ({ page }) => {
  await signInAsAda(page);
  await page.evaluate(() => {
    window.atrium?.windows?.open({ left: 120, top: 100, width: 400, height: 260 });
    window.atrium?.windows?.open({ left: 500, top: 300, width: 420, height: 280 });
  });
  await dragBy(page, moveHandle(page, 'Sandbox 1'), 60, 40);
  await windowDialog(page, 'Sandbox 2').getByRole('button', { name: 'Maximize' }).click();
  await sessionSaved(page, 2);
  const before = await shownWindows(page);
  expect(before).toHaveLength(2);

  await page.reload();
  await desktopIsShown(page, ADA.name);
  await expect.poll(() => shownWindows(page)).toEqual(before);
  expect(before[0]).toMatchObject({ left: 180, top: 140, width: 400, height: 260, maximized: false });
  expect(before[1]).toMatchObject({ maximized: true });
});

test('?app= is left out of the restored session and launched instead', async ({ page }) => {
  await signInAsAda(page, '/?app=Sandbox');
  // Two Sandbox entries were saved; the URL's app replaces them with one fresh instance.
  await expect.poll(() => page.evaluate(() => window.atrium?.apps?.running().map((app) => app.name))).toEqual(['Sandbox']);
  await expect(windowDialog(page, 'Sandbox 1')).toBeVisible();
});

test('signing out saves the session; closing everything saves an empty one', async ({ page }) => {
  await signInAsAda(page);
  await page.evaluate(() => window.atrium?.windows?.closeAll());
  await sessionSaved(page, 0);
  await page.reload();
  await desktopIsShown(page, ADA.name);
  await page.evaluate(() => window.atrium?.windows?.open({ left: 200, top: 200 }));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(page, ADA.username);
  await desktopIsShown(page, ADA.name);
  await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().length)).toBe(1);
  await page.evaluate(() => window.atrium?.windows?.closeAll());
  await sessionSaved(page, 0);
});
