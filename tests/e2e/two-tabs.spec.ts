import type { BrowserContext, Page, Response } from '@playwright/test';
import { storedValue } from './browserStorage';
import { createUser, desktopIsShown, expect, loginPageIsShown, openWindow, signIn, test, useOwnServer } from './fixtures';

// Both tabs read and write the real session of a user of their own on a server of this file's
// own, whose access tokens live two seconds: every step below starts with both tabs holding an
// expired one.

/** A request answered 401 (an expired access token, before its refresh) is logged by Chromium. */
const EXPECTED_ERRORS = /status of 401/;

/** Console errors and uncaught exceptions of a page the fixtures do not watch (a second tab). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_ERRORS.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The session the desktop of `page` saves after a change reached the server. */
const sessionSaved = (page: Page) =>
  page.waitForResponse((response: Response) => response.url().endsWith('/api/v1/user/me/updatesession') && response.status() === 200);

/**
 * Settles once each of `tabs` has been answered 401 (its access token expired) since the last
 * `next()`; settled until the first `next()`.
 */
function expiryInBothTabs(context: BrowserContext, tabs: readonly Page[]) {
  let expired = new Set<Page>();
  let release: () => void = () => undefined;
  let current = Promise.resolve();
  context.on('response', (response) => {
    const page = response.frame().page();
    if (response.status() !== 401 || !tabs.includes(page)) return;
    expired.add(page);
    if (expired.size === tabs.length) release();
  });
  return {
    current: () => current,
    next() {
      expired = new Set();
      current = new Promise((resolve) => (release = resolve));
    },
  };
}

// A browser nobody used: both tabs create its storage key at once; and the context's listeners go with it.
test.use({ reuseContext: false });

test.describe('two tabs of one browser', () => {
  // Two desktops start on a server of the test's own: 15 s on a quiet machine, past 30 s at load 14.
  test.describe.configure({ timeout: 90_000 });
  const server = useOwnServer([], { ACCESS_TOKEN_TTL: '2' });

  /** Waits until the access token the tabs share has expired, as the server says of it. */
  async function accessTokenExpired(page: Page) {
    await expect
      .poll(
        async () => {
          const jwt = await storedValue(page, 'AUTH_token');
          const answer = await page.request.post(`${server().baseURL}/api/validatetoken`, { form: { jwt: String(jwt) } });
          return ((await answer.json()) as { message?: string }).message;
        },
        { message: 'the access token expires' },
      )
      .toBe('Token Expired');
  }

  test('never sign the user out when both refresh an expired token at once', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(EXPECTED_ERRORS);
    const second = await context.newPage();
    const secondErrors = watchErrors(second);
    // Every refresh token the tabs present: one presented twice is a replay, for which the
    // server revokes the whole family.
    const presented: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/refreshtoken') {
        presented.push(new URLSearchParams(request.postData() ?? '').get('refresh_token') ?? '');
      }
    });
    // At each step the first refresh reaches the server only once both tabs have been told their
    // token expired, so the second decides while the first is still under way (unchanged, only
    // later: without this the race is won or lost by the machine's timing).
    const bothExpired = expiryInBothTabs(context, [page, second]);
    const user = await createUser(page.request, server().baseURL);
    await context.route('**/api/refreshtoken', async (route) => {
      await bothExpired.current();
      await route.continue();
    });

    // Both tabs boot at once on a fresh browser, so both create its storage key at once; the
    // second can read what the first stores only if they ended up with one key.
    await Promise.all([page.goto(server().baseURL), second.goto(server().baseURL)]);
    await Promise.all([loginPageIsShown(page), loginPageIsShown(second)]);
    await signIn(page, user);
    await desktopIsShown(page, user);
    // At rest the tokens are ciphertext: localStorage holds no part of the jwt.
    const jwt = String(await storedValue(page, 'AUTH_token'));
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(jwt.split('.')[1]);
    await second.reload();
    await desktopIsShown(second, user);

    await accessTokenExpired(page);
    bothExpired.next();
    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([desktopIsShown(page, user), desktopIsShown(second, user)]);

    await accessTokenExpired(page);
    bothExpired.next();
    const saves = [sessionSaved(page), sessionSaved(second)];
    await Promise.all([openWindow(page, { title: 'First tab' }), openWindow(second, { title: 'Second tab' })]);
    await Promise.all(saves);

    // Both are still signed in, and go on working.
    await Promise.all([desktopIsShown(page, user), desktopIsShown(second, user)]);
    const further = [sessionSaved(page), sessionSaved(second)];
    await Promise.all([openWindow(page), openWindow(second)]);
    await Promise.all(further);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'Login' })).toHaveCount(0);

    expect(presented.length, 'the tabs refreshed at each step').toBeGreaterThanOrEqual(2);
    expect(presented.filter((token, index) => presented.indexOf(token) !== index), 'refresh tokens presented twice').toEqual([]);
    expect(secondErrors, 'unexpected console errors in the second tab').toEqual([]);
  });
});
