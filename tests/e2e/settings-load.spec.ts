import type { Page, Route } from '@playwright/test';
import type { Settings } from '../../server/contract';
import { desktopIsShown, expect, openPreferences, panel, serverState, signInToDesktop, test } from './fixtures';

// A state that is saved must first have been loaded: these tests make the load fail on purpose
// (page.route answers 503: a simulated failure) and read what the real server then holds for the
// test's own user.

const SETTINGS = /\/settings$/;
const GET_SESSION = /\/api\/v1\/user\/me\/getsession$/;

/**
 * Answers the page's first GET of `url` with a 503 and holds its second (the retry) until the
 * test releases it; every other request goes through. Counts the POSTs to `url` meanwhile.
 */
async function failFirstLoad(page: Page, url: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = { loads: 0, posts: 0 };
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== 'GET') {
      seen.posts += 1;
      return route.continue();
    }
    seen.loads += 1;
    if (seen.loads === 1) return route.fulfill({ status: 503, json: { status: 'error', message: 'Service Unavailable' } });
    if (seen.loads === 2) await released;
    return route.continue();
  });
  return { seen, release };
}

const notification = (page: Page, title: RegExp) => page.locator('.notification', { hasText: title });

/** Moves the panel from its context menu, as a user does. */
async function movePanel(page: Page, position: 'Top' | 'Bottom') {
  await panel(page).click({ button: 'right', position: { x: 640, y: 20 } });
  await page.getByRole('menu', { name: 'Panel position' }).getByRole('menuitemradio', { name: position }).click();
}

test.describe('settings that cannot be loaded', () => {
  test('are not saved over: the page says so, keeps a change until a retry loads them, then shows them and saves the change too', async ({
    page,
    request,
    consoleErrors,
    user,
  }) => {
    consoleErrors.allow(/status of 503/);
    const stored = await serverState(request, user);
    // The panel as a user moves it; the language and a plugin's namespace as another page of the
    // user's would have saved them (the server merges them beside the desktop).
    await signInToDesktop(page, user);
    await movePanel(page, 'Bottom');
    await expect.poll(async () => (await stored.settings()).desktop).toMatchObject({ panels: [{ position: 'bottom' }] });
    await stored.saveSettings({ version: 1, locale: { language: 'de_DE' }, plugins: { 'acme.notes': { zoom: 120 } } });
    const before = await stored.settings();
    expect(before).toMatchObject({ desktop: { panels: [{ position: 'bottom' }] }, locale: { language: 'de_DE' }, plugins: { 'acme.notes': { zoom: 120 } } });

    const load = await failFirstLoad(page, SETTINGS);
    await page.reload();
    // The desktop comes up on the defaults, and tells the user.
    await desktopIsShown(page, user);
    await expect(notification(page, /Settings not loaded/)).toBeVisible();
    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(0);
    const animate = (await openPreferences(page)).getByRole('checkbox', { name: 'Animate menus and notifications' });
    await animate.check();
    await expect(page.locator('html')).toHaveAttribute('data-animations', 'on');
    // The retry is under way (held until the test releases it), and nothing was saved meanwhile.
    await expect.poll(() => load.seen.loads).toBe(2);
    expect(load.seen.posts).toBe(0);
    expect(await stored.settings()).toEqual(before);

    load.release();
    // What was stored shows (German, the panel at the bottom), with the change made meanwhile on top.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect.poll(async () => (await panel(page, 'Leiste').boundingBox())?.y).toBe(760);
    await expect(page.locator('html')).toHaveAttribute('data-animations', 'on');
    await expect(notification(page, /Settings not loaded|Einstellungen nicht geladen/)).toHaveCount(0);
    await expect.poll(() => stored.settings()).toEqual({ ...before, desktop: { ...before.desktop, animations: true } });
  });
});

test.describe('a session that cannot be loaded', () => {
  /** The shown windows by app title, with their rectangles. */
  const shown = (page: Page) =>
    page.evaluate(() => (window.atrium?.windows?.list() ?? []).map(({ title, left, top, width, height }) => ({ title, left, top, width, height })));

  test('is not saved over: the apps opened meanwhile stay, and a retry restores the stored ones beside them before saving', async ({
    page,
    request,
    consoleErrors,
    user,
  }) => {
    consoleErrors.allow(/status of 503/);
    const stored = await serverState(request, user);
    await signInToDesktop(page, user);
    await page.evaluate(() => {
      window.atrium?.windows?.open({ app: 'Notes', left: 100, top: 120, width: 400, height: 300 });
      window.atrium?.windows?.open({ left: 600, top: 200, width: 420, height: 280 });
    });
    await expect.poll(async () => (await stored.session()).map((entry) => entry.name)).toEqual(['Notes', 'Sandbox']);
    const before = await stored.session();
    const windowsBefore = await shown(page);

    const load = await failFirstLoad(page, GET_SESSION);
    await page.reload();
    await desktopIsShown(page, user);
    await page.waitForFunction(() => window.atrium?.apps);
    expect(await shown(page)).toEqual([]);
    await page.evaluate(() => window.atrium?.apps?.launch('Preferences'));
    await expect(page.getByRole('form', { name: 'Preferences' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.atrium?.apps?.session().map((entry) => entry.name))).toEqual(['Preferences']);
    // The retry is under way (held until the test releases it), and nothing was saved meanwhile.
    await expect.poll(() => load.seen.loads).toBe(2);
    expect(load.seen.posts).toBe(0);
    expect(await stored.session()).toEqual(before);

    load.release();
    await expect.poll(async () => (await shown(page)).filter((window) => window.title !== 'Preferences')).toEqual(windowsBefore);
    await expect
      .poll(async () => {
        const saved = await stored.session();
        const current = await page.evaluate(() => window.atrium?.apps?.session());
        return JSON.stringify(saved) === JSON.stringify(current) ? saved.map((entry) => entry.name) : [];
      })
      .toEqual(['Preferences', 'Notes', 'Sandbox']);
  });
});

test.describe('a page of an older settings version', () => {
  test('reloads when a save is answered 409, and not again within a minute, saying so in the console', async ({ page, consoleErrors, user }) => {
    consoleErrors.allow(/status of 409/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signInToDesktop(page, user);
    // The page's saves reach the real server in an older format than its own: it answers 409.
    await page.route(SETTINGS, (route) => {
      const sent = route.request();
      if (sent.method() !== 'POST') return route.continue();
      return route.continue({ postData: JSON.stringify({ ...(sent.postDataJSON() as Settings), version: 0 }) });
    });
    const marked = () => page.evaluate(() => document.documentElement.dataset.testMark ?? null);
    await page.evaluate(() => (document.documentElement.dataset.testMark = 'before'));

    const reloaded = page.waitForEvent('load');
    await movePanel(page, 'Bottom');
    await reloaded;
    await desktopIsShown(page, user);
    expect(await marked()).toBeNull();
    // The refused change was not stored.
    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(0);

    await page.evaluate(() => (document.documentElement.dataset.testMark = 'after'));
    await movePanel(page, 'Bottom');
    await expect.poll(() => warnings).toContainEqual(expect.stringContaining('does not reload again'));
    expect(warnings.find((text) => text.includes('does not reload again'))).toContain("reload the page");
    expect(await marked()).toBe('after');
  });
});
