import {
  expect as baseExpect,
  test as base,
  type Expect,
  type ExpectMatcherState,
  type Locator,
  type Page,
  type PageAssertionsToHaveScreenshotOptions,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { ATRIUM_URL_ENV } from './constants.js';
import { Desktop, openDesktop } from './desktop.js';
import { SCREENSHOT_OPTIONS, pageIsSteady } from './screenshot.js';
import { connectAtriumServer, startAtriumServer, type AtriumServer, type AtriumServerOptions } from './server.js';
import { createUser, type AtriumUser, type UserOptions } from './users.js';

/** The fixtures of one test. */
export interface AtriumTestFixtures {
  /** What the test's user is like (`test.use({ userOptions: { like: 'ada' } })`); a user like demo by default. */
  userOptions: UserOptions;
  /** A new user of this test's own, created when the test first asks for it. */
  user: AtriumUser;
  /** `user` signed in (through the API) on the desktop in `page`, up and idle. */
  desktop: Desktop;
}

/** The fixtures of one worker. */
export interface AtriumWorkerFixtures {
  /** How a server of the kit's own is started when ATRIUM_URL is not set (`test.use({ atriumServer: { cwd } })`). */
  atriumServer: AtriumServerOptions;
  /** The server the worker's tests run against: ATRIUM_URL when set, else one the kit started for the worker. */
  atrium: AtriumServer;
}

/**
 * Playwright's `test` with Atrium's fixtures: `atrium` (the server), `user` (a new user per test),
 * `desktop` (that user signed in, desktop idle). `baseURL` is the server's, so `page.goto('/')` opens it.
 * @example
 * test('notes opens', async ({ desktop }) => {
 *   await desktop.openApp('Notes');
 *   await expect(desktop).toHaveScreenshot('notes.png');
 * });
 */
// Typed by name: the inferred type would name the `playwright` package, which testers do not install themselves.
export const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & AtriumTestFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions & AtriumWorkerFixtures> =
  base.extend<AtriumTestFixtures, AtriumWorkerFixtures>({
  atriumServer: [{}, { option: true, scope: 'worker' }],
  atrium: [
    async ({ atriumServer }, use) => {
      const url = process.env[ATRIUM_URL_ENV];
      const server = url ? await connectAtriumServer(url) : await startAtriumServer(atriumServer);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  // Written as [fixture, options]: as a named function, a fixture trips the React hooks lint rule, which takes Playwright's `use` for a hook.
  baseURL: [
    async ({ atrium }, use) => {
      await use(atrium.baseURL);
    },
    { scope: 'test' },
  ],
  userOptions: [{}, { option: true }],
  user: [
    async ({ request, atrium, userOptions }, use) => {
      await use(await createUser(request, atrium.baseURL, userOptions));
    },
    { scope: 'test' },
  ],
  desktop: [
    async ({ page, user }, use) => {
      await use(await openDesktop(page, user));
    },
    { scope: 'test' },
  ],
});

type ScreenshotName = string | readonly string[];

/** `toHaveScreenshot` for a Desktop as well as a page or locator (see `expect`). */
const matchers = {
  async toHaveScreenshot(
    this: ExpectMatcherState,
    received: Desktop | Page | Locator,
    nameOrOptions?: ScreenshotName | PageAssertionsToHaveScreenshotOptions,
    options: PageAssertionsToHaveScreenshotOptions = {},
  ) {
    const named = typeof nameOrOptions === 'string' || Array.isArray(nameOrOptions);
    const name = named ? (nameOrOptions as ScreenshotName) : undefined;
    const given = named ? options : ((nameOrOptions ?? {}) as PageAssertionsToHaveScreenshotOptions);
    let target: Page | Locator;
    if (received instanceof Desktop) {
      await received.steady();
      target = received.page;
    } else {
      await pageIsSteady('page' in received ? received.page() : received);
      target = received;
    }
    const settings = { ...SCREENSHOT_OPTIONS, ...given };
    const assertion = this.isNot ? baseExpect(target).not : baseExpect(target);
    // Playwright's own matcher keeps the baselines, the retries and the diff images.
    if (name === undefined) await assertion.toHaveScreenshot(settings);
    else await assertion.toHaveScreenshot(name as string | string[], settings);
    return { pass: !this.isNot, message: () => '', name: 'toHaveScreenshot' };
  },
};

/**
 * Playwright's `expect`, whose `toHaveScreenshot` also takes a `Desktop`. Every screenshot waits
 * for the fonts and, on an Atrium page, for idle canvases, and is taken with animations disabled
 * and the caret hidden (`SCREENSHOT_OPTIONS`, which given options override); a desktop's first
 * checks the deterministic mode (DPR 1, the server's test mode with its fixed clock).
 * @example
 * await expect(desktop).toHaveScreenshot('two-windows.png');
 */
export const expect: Expect<typeof matchers> = baseExpect.extend(matchers);
