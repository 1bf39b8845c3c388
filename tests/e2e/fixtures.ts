import type { APIRequestContext, ConsoleMessage, Frame, Locator, Page } from '@playwright/test';
import type { AccountPreferences, Session, Settings, Success, TestUserCredentials, TestUserHome, TestUserTemplate } from '../../server/contract';
import type { WindowSummary } from '../../engine/automation';
// The Playwright kit testers use (@atrium/playwright), from its source: Atrium's own browser tests
// sign in, make users, wait for idle canvases and take screenshots with it, so it cannot rot.
import { connectAtriumServer, createUser as createKitUser, expect, listWindows, openDesktop, openWindow, pageIsSteady, test as kit } from '../../kits/playwright/src';
import { demoIsSeeded } from './demoSeeded';
import { startOwnServer, type OwnServer } from './ownServer';
import type { DialogOptions, DialogResult, OptionsOf, ProgressOptions, ValueOf } from '../../engine/dialogs';

/** Which demo user a test's user is shaped like: the same name, avatar, accounts and apps. */
export type UserLike = TestUserTemplate;

/** What the demo users look like on screen, as the demo seed makes them. */
const LOOKS: Readonly<Record<UserLike, { name: string; firstname: string }>> = {
  demo: { name: 'Demo User', firstname: 'Demo' },
  ada: { name: 'Ada Lovelace', firstname: 'Ada' },
};

/** A real user of one test's own, on one server. */
export interface TestUser extends TestUserCredentials {
  like: UserLike;
  /** The server the user lives on. */
  baseURL: string;
  /** The name the panel shows. */
  name: string;
  firstname: string;
}

export interface UserOptions {
  like?: UserLike;
  /** Gives the user accounts of their own with these preferences (a theme, a favicon). */
  accountPreferences?: Partial<AccountPreferences>;
  /** Gives the user this home (an html page, or the account's default dashboard) instead of the template's. */
  home?: TestUserHome;
}

/** Creates a user on the server at `baseURL` through its test-mode route (POST /api/test/users). */
export async function createUser(request: APIRequestContext, baseURL: string, { like = 'demo', accountPreferences, home }: UserOptions = {}): Promise<TestUser> {
  return withLooks(await createKitUser(request, baseURL, { like, accountPreferences, home }), like);
}

/** A user the kit made, with the name the panel shows for their template. */
function withLooks(user: TestUserCredentials & { baseURL: string }, like: UserLike): TestUser {
  return { ...user, like, ...LOOKS[like] };
}

interface ConsoleErrors {
  /** Declares console errors the test provokes on purpose (a 401 answer logs one in Chromium). */
  allow(pattern: RegExp): void;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  _leftoversCleared: undefined;
  /** Which demo user the test's user is shaped like (`test.use({ userLike: 'ada' })`); demo by default. */
  userLike: UserLike;
  /** Account preferences the test's user has in accounts of their own; none: the shared demo accounts. */
  accountPreferences: Partial<AccountPreferences> | undefined;
  /** The home the test's user gets instead of their template's (`test.use({ home: { type: 'html', html } })`). */
  home: TestUserHome | undefined;
  /** The test's own user on the shared test server, created when the test first asks for it. */
  user: TestUser;
}

interface WorkerFixtures {
  /** The shared server's demo orders are all there: it answers before it has seeded them. */
  _demoSeeded: undefined;
}

/** What a worker waits at most for the shared server's demo: 7 s on a quiet machine, 20–50 s on a busy one. */
const DEMO_SEEDING_TIMEOUT_MS = 300_000;

/**
 * Every test fails on a console error or uncaught exception it did not declare. Each test signs
 * in as a user of its own (`user`), so no test sees another's saved settings or session, and
 * Atrium's API is never stubbed except to simulate a failure. No test starts before the shared
 * server's demo orders are all there: the dashboards' figures are read off the whole ledger.
 */
export const test = kit.extend<Fixtures, WorkerFixtures>({
  // The kit's server is the shared one playwright.config.ts starts (its webServer).
  atrium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture uses from this pattern: this one uses no other.
    async ({}, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (!baseURL) throw new Error('the shared test server has no baseURL (playwright.config.ts)');
      await use(await connectAtriumServer(baseURL));
    },
    { scope: 'worker' },
  ],
  _demoSeeded: [
    async ({ atrium }, use) => {
      await demoIsSeeded(atrium.baseURL);
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: DEMO_SEEDING_TIMEOUT_MS },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      // The page is the one the next test reuses (reuseContext): it must not keep this test's listeners.
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use({ allow: (pattern) => allowed.push(pattern) });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  // What Playwright leaves in a reused context (reuseContext; it resets the rest), cleared for the
  // next test: the permissions granted, and the Cache Storage of the origins the page visited.
  _leftoversCleared: [
    async ({ context, page }, use) => {
      const origins = new Set<string>();
      const visited = (frame: Frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) origins.add(origin);
      };
      page.on('framenavigated', visited);
      await use(undefined);
      page.off('framenavigated', visited);
      await context.clearPermissions();
      if (origins.size === 0 || page.isClosed()) return;
      const cdp = await context.newCDPSession(page);
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage' });
      await cdp.detach();
    },
    { auto: true },
  ],
  userLike: ['demo', { option: true }],
  accountPreferences: [undefined, { option: true }],
  home: [undefined, { option: true }],
  userOptions: [
    async ({ userLike, accountPreferences, home }, use) => {
      await use({ like: userLike, accountPreferences, home });
    },
    { scope: 'test' },
  ],
  // The kit's user, with the name and first name the panel shows for its template.
  user: [
    async ({ user, userLike }, use) => {
      await use(withLooks(user, userLike));
    },
    { scope: 'test' },
  ],
});

export { expect };

/** A username and a password, typed into the login form. */
export interface Credentials {
  username: string;
  password: string;
}

export async function signIn(page: Page, { username, password }: Credentials) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The user's state on the server, through the API with a sign-in of the test's own (the
 * browser's tokens stay untouched): the truth a reload or the next sign-in will find.
 */
export interface ServerState {
  settings(): Promise<Settings>;
  /** The desktop session saved in the user's default account. */
  session(): Promise<Session>;
  /** Saves settings as another page of the user's would. */
  saveSettings(settings: Settings): Promise<void>;
}

export async function serverState(request: APIRequestContext, user: TestUser): Promise<ServerState> {
  const auth = await request.post(`${user.baseURL}/api/auth`, { form: { username: user.username, password: user.password } });
  if (!auth.ok()) throw new Error(`${user.username} could not sign in through the API: ${auth.status()} ${await auth.text()}`);
  const { jwt } = ((await auth.json()) as Success<{ jwt: string }>).data;
  const headers = { Authorization: `Bearer ${jwt}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${user.baseURL}${path}`, { headers });
    if (!response.ok()) throw new Error(`GET ${path} as ${user.username} failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as Success<T>).data;
  };
  return {
    settings: () => read<Settings>('/settings'),
    session: () => read<Session>('/api/v1/user/me/getsession'),
    async saveSettings(settings) {
      const response = await request.post(`${user.baseURL}/settings`, { headers, data: settings });
      if (!response.ok()) throw new Error(`POST /settings as ${user.username} failed: ${response.status()} ${await response.text()}`);
    },
  };
}

export async function loginPageIsShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
}

/**
 * The colour the user sees at (x, y), read from a real screenshot: a WebGL canvas cannot be read
 * back from script without preserveDrawingBuffer.
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const [pixel] = await pixelsAt(page, [[x, y]]);
  if (!pixel) throw new Error('no pixel read');
  return pixel;
}

/**
 * The colours at several points, as [r, g, b, a], read from one screenshot of the whole viewport.
 * Not from a clipped screenshot: Chromium composites a capture of part of the viewport
 * differently, and such a capture missed a hole the full page showed (see the stacking tests).
 */
export async function pixelsAt(page: Page, points: readonly (readonly [number, number])[]): Promise<number[][]> {
  return pixelsOf(await page.screenshot(), page, points);
}

/**
 * The colours at several points of `png` (a screenshot), as [r, g, b, a], decoded in `reader`:
 * any page that runs scripts, which the page shot need not be (theme.spec.ts shoots one without).
 */
export async function pixelsOf(png: Buffer, reader: Page, points: readonly (readonly [number, number])[]): Promise<number[][]> {
  return reader.evaluate(
    async ([base64, at]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return at.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data));
    },
    [png.toString('base64'), points] as const,
  );
}

/** The desktop is up: the panel names the user and the wallpaper's first frame is on screen at full size. */
export async function desktopIsShown(page: Page, user: Pick<TestUser, 'name'>) {
  await expect(page.getByRole('navigation', { name: 'Panel' })).toContainText(user.name);
  const desktop = page.getByTestId('desktop-canvas');
  await expect(desktop).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.atrium?.frames().desktop ?? 0)).toBeGreaterThan(0);
  await expect(page.getByTestId('desktop-picture')).toHaveCSS('background-image', /^url\("blob:/);
  const box = await desktop.boundingBox();
  expect(box).toMatchObject({ width: 1280, height: 800 });
}

// ---------------------------------------------------------------------------------------------
// Windows. The automation handle (test mode) sets windows up and reads their state; everything a
// test checks as behaviour goes through the mouse and the keyboard like a user.

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The desktop below the 40 px panel in the 1280×800 viewport: where windows live, and a maximized window's rectangle. */
export const DESKTOP: Rect = { left: 0, top: 40, width: 1280, height: 760 };

/**
 * Signs `user` in through the API (the login form has tests of its own) and waits until the
 * desktop is up, its windows scriptable and its canvases idle.
 */
export async function signInToDesktop(page: Page, user: TestUser) {
  await openDesktop(page, user);
  await desktopIsShown(page, user);
}

/** The panel, by its accessible name in English or, once the user switched, in another language. */
export const panel = (page: Page, name = 'Panel') => page.getByRole('navigation', { name });

/** Opens Preferences from the application menu, by keyboard, and gives its form. */
export async function openPreferences(page: Page) {
  await page.keyboard.press('Alt+a');
  await page.keyboard.type('pref');
  await page.keyboard.press('Enter');
  return page.getByRole('form', { name: 'Preferences' });
}

/** Clicks the welcome notification away so it covers nothing (screenshots, clicks near the top right). */
export async function dismissWelcome(page: Page) {
  const welcome = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Welcome to Atrium/ });
  await welcome.click();
  await expect(welcome).toHaveCount(0);
}

export { listWindows, openWindow };

export async function windowState(page: Page, wid: number): Promise<WindowSummary> {
  const found = (await listWindows(page)).find((summary) => summary.wid === wid);
  if (!found) throw new Error(`no window ${wid}`);
  return found;
}

export async function rectOf(page: Page, wid: number): Promise<Rect> {
  const { left, top, width, height } = await windowState(page, wid);
  return { left, top, width, height };
}

/** Runs one automation call on a window (setup only: raise, focus, minimize…). */
export async function automate(page: Page, action: 'raise' | 'focus' | 'minimize' | 'maximize' | 'restore' | 'close', wid: number) {
  await page.evaluate(([name, id]) => window.atrium?.windows?.[name](id), [action, wid] as const);
}

export const windowDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
/** Signs out as a user does: the panel's logout button, then 'Yes, logout' in its question. */
export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Logout' }).click();
  await windowDialog(page, 'Logout').getByRole('button', { name: 'Yes, logout' }).click();
}

export const moveHandle = (page: Page, title: string) => windowDialog(page, title).getByRole('button', { name: 'Move' });
export const windowMenu = (page: Page) => page.getByRole('menu', { name: 'Window menu' });

/** Canvas frame counts: they stay the same while nothing changes on screen. */
export async function frames(page: Page) {
  return page.evaluate(() => {
    const counts = window.atrium?.frames();
    if (!counts) throw new Error('no automation handle');
    return counts;
  });
}

/**
 * Every canvas has drawn all it was asked to (automation `idle()`): no change waits to be
 * rendered, no frame is requested, no icon or wallpaper image is loading (and the fonts are
 * loaded). From here `frames()` counts every frame the actions so far caused, however slow the machine.
 */
export const canvasesAreIdle: (page: Page) => Promise<void> = pageIsSteady;

/** Presses the mouse on the middle of `target`, moves it by (dx, dy) in steps, and releases it. */
export async function dragBy(page: Page, target: Locator, dx: number, dy: number, steps = 8) {
  const box = await target.boundingBox();
  if (!box) throw new Error('drag target is not shown');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps });
  await page.mouse.up();
}

/** The window is shown in `rect`, each side within `tolerance` px. */
export async function windowIsAt(page: Page, wid: number, rect: Rect, tolerance = 0) {
  const near = (actual: Rect, slack: number) => (Object.keys(rect) as (keyof Rect)[]).every((key) => Math.abs(actual[key] - rect[key]) <= slack);
  await expect.poll(async () => {
    const actual = await rectOf(page, wid);
    return near(actual, tolerance) ? rect : actual;
  }).toEqual(rect);
  // The DOM follows the store, a render later: the dialog's box comes to the same rectangle.
  const dialog = page.locator(`section[data-wid="${wid}"]`);
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      const shown = box && { left: box.x, top: box.y, width: box.width, height: box.height };
      return shown && near(shown, tolerance + 0.5) ? rect : shown;
    }, { message: 'the dialog box' })
    .toEqual(rect);
}

/** Exactly this window has focus. */
export async function windowIsFocused(page: Page, wid: number) {
  await expect.poll(async () => (await listWindows(page)).filter((summary) => summary.focused).map((summary) => summary.wid)).toEqual([wid]);
}

/** The windows are stacked in this order, bottom to top. */
export async function stackingOrderIs(page: Page, wids: number[]) {
  await expect.poll(async () => (await listWindows(page)).map((summary) => summary.wid)).toEqual(wids);
}

/** The window fills the desktop and offers Restore instead of Maximize. */
export async function windowIsMaximized(page: Page, wid: number, title: string) {
  await expect.poll(async () => (await windowState(page, wid)).maximized).toBe(true);
  await windowIsAt(page, wid, DESKTOP);
  await expect(windowDialog(page, title).getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(windowDialog(page, title).getByRole('button', { name: 'Maximize' })).toHaveCount(0);
}

/** The window is minimized: not shown, and out of the accessibility tree's visible windows. */
export async function windowIsMinimized(page: Page, wid: number, title: string) {
  await expect.poll(async () => (await windowState(page, wid)).minimized).toBe(true);
  await expect(windowDialog(page, title)).toBeHidden();
}

/** What the topmost element at (x, y) is: which window it belongs to and its class. */
export async function hitAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px, py);
      const section = element?.closest<HTMLElement>('section[data-wid]');
      return { wid: section ? Number(section.dataset.wid) : null, className: element?.className ?? null, label: element?.getAttribute('aria-label') ?? null };
    },
    [x, y] as const,
  );
}

// ---------------------------------------------------------------------------------------------
// Dialogs. The automation handle opens them; the test answers them with the mouse or keyboard.

/**
 * Opens dialog `name` through the automation handle. The returned promise settles when the
 * dialog closes, with its reason and answer: start it, answer the dialog, then await it.
 */
export function showDialog<N extends string>(page: Page, name: N, options: OptionsOf<N>): Promise<DialogResult<ValueOf<N>>> {
  // Typed at the call; inside the page every kind is alike.
  const args: [string, DialogOptions] = [name, options];
  return page.evaluate(([kind, opts]) => {
    const dialogs = window.atrium?.dialogs;
    if (!dialogs) throw new Error('no dialog automation');
    return dialogs.show(kind, opts);
  }, args) as Promise<DialogResult<ValueOf<N>>>;
}

/**
 * Opens dialog `name` and leaves it open (visual scenes): its answer is never awaited, and the
 * evaluation the test ends under it is not an error.
 */
export function openDialog<N extends string>(page: Page, name: N, options: OptionsOf<N>): void {
  showDialog(page, name, options).catch(() => undefined);
}

/** Opens a progress dialog through the automation handle and returns its wid. */
export async function openProgress(page: Page, options: ProgressOptions = {}): Promise<number> {
  return page.evaluate((opts) => {
    const dialogs = window.atrium?.dialogs;
    if (!dialogs) throw new Error('no dialog automation');
    return dialogs.progress(opts);
  }, options);
}

/** How progress dialog `wid` closed (waits until it has). */
export async function progressResult(page: Page, wid: number): Promise<DialogResult<never>> {
  return page.evaluate((id) => {
    const dialogs = window.atrium?.dialogs;
    if (!dialogs) throw new Error('no dialog automation');
    return dialogs.result(id);
  }, wid);
}

/** The window shows its loading state (a modal child blocks it). */
export async function windowIsBusy(page: Page, title: string) {
  await expect(windowDialog(page, title)).toHaveAttribute('aria-busy', 'true');
}

/** The dialog window is gone from the page. */
export async function dialogIsClosed(page: Page, title: string) {
  await expect(windowDialog(page, title)).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Servers of a test group's own, for tests whose state (installed packages, settings, server
// configuration) the shared server's other tests must not see.

/**
 * Starts a server for the enclosing describe block before its tests and stops it after them;
 * `prepare` runs once it is up (installing a package, say). Returns the server, for use in tests.
 */
export function useOwnServer(
  packages: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
  prepare: (server: OwnServer) => void = () => undefined,
): () => OwnServer {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    server = await startOwnServer(packages, env);
    prepare(server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('useOwnServer: the server is not running (used outside a test?)');
    return server;
  };
}

/**
 * Creates a user like demo on `server`, signs them in at `path` there and waits until the desktop
 * and its apps are scriptable. Returns the user, for what the test checks next.
 */
export async function signInAt(page: Page, server: OwnServer, path = '/'): Promise<TestUser> {
  const user = await createUser(page.request, server.baseURL);
  await openDesktop(page, user, path);
  await desktopIsShown(page, user);
  return user;
}

/** Pixels a widget's canvas has painted (alpha above 0): more than none once it has drawn. */
export async function widgetPixels(widget: Locator): Promise<number> {
  return widget.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
    return painted;
  });
}
