import { expect, test } from './fixtures';

// The tests of a worker share a browser context that Playwright clears between them
// (reuseContext in playwright.config.ts). What one test leaves in the browser, the next must not
// find: these two run in order, in one worker, and the second looks for what the first left.
test.describe.configure({ mode: 'serial' });

const STORED = 'left by the test before';
/** A page of the origin that is not the app, so that only the tests write its storage; Chromium asks it for a favicon the server does not have. */
const PLAIN_PAGE = '/api/health';
const NO_FAVICON = /status of 404/;

test('a test leaves storage, a cookie, a cache and a permission in its browser', async ({ page, context, baseURL, consoleErrors }) => {
  consoleErrors.allow(NO_FAVICON);
  await page.goto(PLAIN_PAGE);
  await context.grantPermissions(['notifications']);
  await context.addCookies([{ name: 'left', value: 'behind', url: baseURL ?? '' }]);
  await page.evaluate(async (value) => {
    localStorage.setItem('left', value);
    sessionStorage.setItem('left', value);
    await (await caches.open('left')).put('/left', new Response(value));
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open('left', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('things');
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'));
    });
  }, STORED);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
});

test('the next test of the worker finds none of it', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(NO_FAVICON);
  await page.goto(PLAIN_PAGE);
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(async () => ({
      local: localStorage.getItem('left'),
      session: sessionStorage.getItem('left'),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((database) => database.name),
      permission: Notification.permission,
    })),
  ).toEqual({ local: null, session: null, caches: [], databases: [], permission: 'default' });
});
