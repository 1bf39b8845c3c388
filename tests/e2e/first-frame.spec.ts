import type { Page, Request, Route } from '@playwright/test';
import { desktopIsShown, expect, loginPageIsShown, signIn, test } from './fixtures';

// What the desktop's first frame (the wallpaper and the panel with the user's name) waits for,
// and what it must not wait for. page.route holds some of Atrium's own answers back, as a slow
// server would; only the order of events is asserted, never a time.

/** What the panel needs to show the user's name: the user, the profile, the settings, the package manifest. */
const FIRST_FRAME = {
  user: /\/api\/user\/me$/,
  profile: /\/api\/user\/me\/a\+p\+acc\+ap\+t$/,
  settings: /\/settings$/,
  manifest: /\/metadata\.json$/,
};

/** What the desktop does after its first frame: none of it may hold the panel back. */
const AFTER_FIRST_FRAME = {
  mounts: /\/vfs\/mounts$/,
  session: /\/api\/v1\/user\/me\/getsession$/,
  notificationsHistory: /\/api\/v1\/user\/getusernotifications\?/,
  accountConsent: /\/api\/v1\/user\/me\/hasLoggedIn$/,
};

/** How long a held answer waits for the others to be asked at most, so that a failing run ends. */
const HOLD_LIMIT_MS = 5_000;

/** Holds every GET matching one of `routes` until `release()`; lists the names asked for so far. */
async function holdAnswers(page: Page, routes: Record<string, RegExp>) {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const [name, url] of Object.entries(routes)) {
    await page.route(url, async (route: Route, request: Request) => {
      if (request.method() !== 'GET') return route.continue();
      asked.push(name);
      await released;
      await route.continue();
    });
  }
  return { asked, release };
}

test.describe("the desktop's first frame", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginPageIsShown(page);
  });

  test('asks for everything it needs in one round after sign-in: none of those requests waits for another to be answered', async ({ page, user }) => {
    const held = await holdAnswers(page, FIRST_FRAME);
    const everyoneAsked = expect.poll(() => [...held.asked].sort(), { timeout: HOLD_LIMIT_MS }).toEqual(Object.keys(FIRST_FRAME).sort());
    await signIn(page, user);
    // The answers go out only once all four are asked for; a request sent only after another's
    // answer is never asked for meanwhile, and the poll fails.
    await everyoneAsked.finally(() => held.release());
    await desktopIsShown(page, user);
  });

  test("shows the wallpaper and the user's name while the live connection, the mounts, the session, the notifications' history and the account's consent are still unanswered", async ({
    page,
    user,
  }) => {
    // A live connection that opens and is never answered: the server's 'ready' does not come.
    await page.routeWebSocket(/\/api\/socket$/, () => undefined);
    const held = await holdAnswers(page, AFTER_FIRST_FRAME);
    await signIn(page, user);
    try {
      await desktopIsShown(page, user);
      // Asked for, and still unanswered while the frame above was drawn.
      await expect.poll(() => held.asked).toEqual(expect.arrayContaining(['mounts', 'session']));
      expect(await page.evaluate(() => window.atrium?.connection())).toBe('connecting');
    } finally {
      held.release();
    }
    // Each of them was asked for: the desktop did all of it, only after its first frame.
    await expect.poll(() => [...held.asked].sort()).toEqual(Object.keys(AFTER_FIRST_FRAME).sort());
  });
});

test("draws the desktop canvas in Canvas 2D: its frames are read from the page's memory, not back from WebGL", async ({ page, user }) => {
  await page.goto('/');
  await signIn(page, user);
  await desktopIsShown(page, user);
  // A canvas has one kind of context: asking for another kind answers null.
  const contexts = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="desktop-canvas"] canvas');
    return canvas ? { webgl: canvas.getContext('webgl2') !== null || canvas.getContext('webgl') !== null, canvas2d: canvas.getContext('2d') !== null } : null;
  });
  expect(contexts).toEqual({ webgl: false, canvas2d: true });
  await expect(page.getByTestId('desktop-picture')).toHaveCSS('background-image', /^url\("blob:/);
});

test("shows the wallpaper under the panel from the panel's first frame, before the desktop canvas has drawn one", async ({ page, user }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('nav.panel')) return;
      const host = document.querySelector('[data-testid="desktop-canvas"]');
      const desktopFrames = (window as { atrium?: { frames(): { desktop?: number } } }).atrium?.frames().desktop ?? 0;
      (window as { atPanel?: object }).atPanel = { background: host ? getComputedStyle(host).backgroundImage : null, desktopFrames };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await signIn(page, user);
  await desktopIsShown(page, user);
  // The default wallpaper's gradient, the same one the canvas draws (scene/Wallpaper.tsx), not the page's white.
  expect(await page.evaluate(() => (window as { atPanel?: object }).atPanel)).toEqual({ background: expect.stringMatching(/^linear-gradient\(to right bottom, rgb\(29, 53, 87\)/), desktopFrames: 0 });
});
