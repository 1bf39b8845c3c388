import { readFileSync } from 'node:fs';
import { createUser, desktopIsShown, expect, loginPageIsShown, signIn, test, useOwnServer } from './fixtures';

// Written by build.mjs: the scripts the login page loads before it starts.
const loginScripts = new Set(
  (JSON.parse(readFileSync(new URL('../../dist/public/login-scripts.json', import.meta.url), 'utf8')) as { scripts: { url: string }[] }).scripts.map(
    (script) => script.url,
  ),
);
// In test mode the page also imports the automation handle before it renders (engine/start.tsx),
// with the chunks it imports statically (the window store's, which it reads).
const AUTOMATION_SCRIPT = /^\/assets\/chunks\/automation-\w+\.js$/;
const DESKTOP_SCRIPT = /^\/assets\/chunks\/Desktop-\w+\.js$/;
// The chunks pixi.js imports one after another while the desktop's canvases start.
const PIXI_RENDERER_SCRIPTS = ['browserAll', 'WebGLRenderer', 'CanvasRenderer'].map((name) => new RegExp(`^/assets/chunks/${name}-\\w+\\.js$`));
// What pixi.js's code carries (its greeting's link), and DOMPurify's (a hook's name), which only
// an account's privacy policy needs: none of it belongs on the login page.
const DESKTOP_CODE = { 'pixi.js': 'pixijs.com', DOMPurify: 'afterSanitizeAttributes' };

declare global {
  interface Window {
    /** performance.now() when the login form entered the page; set by this file's init script. */
    loginFormAt?: number;
    /** Whether the login form ever entered the page. */
    loginFormSeen?: boolean;
  }
}

/** The scripts the page has requested, by path, each with when its request started. */
const requestedScripts = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
      .filter((script) => script.path.endsWith('.js')),
  );

// A browser nobody used: nothing of the desktop is in its cache.
test.use({ reuseContext: false });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('form.login__form')) return;
      window.loginFormAt = performance.now();
      window.loginFormSeen = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});

test('the login page loads only its own scripts before the form, prefetches the desktop after, and signs in to it', async ({ page, user }) => {
  await page.goto('/');
  await loginPageIsShown(page);
  const formAt = await page.evaluate(() => window.loginFormAt ?? Number.NaN);
  const before = (await requestedScripts(page)).filter((script) => script.at < formAt).map((script) => script.path);
  const automation = before.find((path) => AUTOMATION_SCRIPT.test(path));
  expect(automation).toBeDefined();
  const automationCode = await (await page.request.get(String(automation))).text();
  const testMode = new Set([String(automation), ...[...automationCode.matchAll(/from"(\/assets\/[^"]+\.js)"/g)].map((match) => String(match[1]))]);
  expect(before.filter((path) => !loginScripts.has(path) && !testMode.has(path))).toEqual([]);
  expect(before).toEqual(expect.arrayContaining([...loginScripts]));
  for (const path of before) {
    const code = await (await page.request.get(path)).text();
    for (const [library, marker] of Object.entries(DESKTOP_CODE)) expect(code.includes(marker), `${path} holds ${library} code`).toBe(false);
  }
  expect(before.filter((path) => DESKTOP_SCRIPT.test(path))).toEqual([]);

  // Prefetched once the page is idle, before anyone signs in: the desktop's chunk and the renderer
  // chunks pixi.js would otherwise import one after another while the desktop starts.
  await expect.poll(async () => (await requestedScripts(page)).some((script) => DESKTOP_SCRIPT.test(script.path))).toBe(true);
  await expect
    .poll(async () => {
      const paths = (await requestedScripts(page)).map((script) => script.path);
      return PIXI_RENDERER_SCRIPTS.filter((pattern) => !paths.some((path) => pattern.test(path))).map(String);
    })
    .toEqual([]);
  await signIn(page, user);
  await desktopIsShown(page, user);
});

test('a signed-in user who reloads goes straight to the desktop, never through the login form', async ({ page, user }) => {
  await page.goto('/');
  await signIn(page, user);
  await desktopIsShown(page, user);
  await page.reload();
  await desktopIsShown(page, user);
  expect(await page.evaluate(() => window.loginFormSeen ?? false)).toBe(false);
});

test.describe('with a language chosen on the login page', () => {
  const server = useOwnServer([], { TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,de_DE' });

  test('a signed-in reload asks the server about its token while the language table still loads', async ({ page }) => {
    const user = await createUser(page.request, server().baseURL);
    await page.goto(server().baseURL + '/');
    await loginPageIsShown(page);
    await page.getByRole('contentinfo').getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('textbox').first().fill(user.username);
    await page.locator('input[type="password"]').fill(user.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('desktop-canvas')).toBeVisible();

    // The German table is held until the token check is asked for: a check that waited for it
    // (or for the first render, which does) would never go out.
    const held: import('@playwright/test').Route[] = [];
    await page.route(/\/assets\/chunks\/de_DE-\w+\.js$/, (route) => void held.push(route));
    const checked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/validatetoken'), { timeout: 15_000 });
    await page.reload({ waitUntil: 'commit' });
    await checked;
    expect(held.length).toBeLessThanOrEqual(1);
    for (const route of held) await route.continue();
    await page.unroute(/\/assets\/chunks\/de_DE-\w+\.js$/);
    await expect(page.getByTestId('desktop-canvas')).toBeVisible();
    expect(await page.evaluate(() => window.loginFormSeen ?? false)).toBe(false);
  });
});

test.describe('in development, where the desktop is in Lato', () => {
  const server = useOwnServer([], { NODE_ENV: 'development' });

  test('the login form waits for Roboto only: Lato is asked for with the desktop, after the form', async ({ page }) => {
    const user = await createUser(page.request, server().baseURL);
    await page.goto(server().baseURL + '/');
    await loginPageIsShown(page);
    const formAt = await page.evaluate(() => window.loginFormAt ?? Number.NaN);
    const fonts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
          .filter((font) => /\/lato-[\w-]+\.woff2$/.test(font.path)),
      );
    expect((await fonts()).filter((font) => font.at < formAt)).toEqual([]);
    // Loaded with the desktop's prefetch, so the desktop's first frame is already in Lato.
    await expect.poll(async () => (await fonts()).length).toBeGreaterThan(0);
    await signIn(page, user);
    await desktopIsShown(page, user);
  });
});
