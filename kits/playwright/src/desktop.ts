import { expect, type Locator, type Page } from '@playwright/test';
import type { AutomatedGlobal, OpenWindowOptions, WindowSummary } from './handle.js';
import { assertScreenshotMode, pageIsSteady } from './screenshot.js';
import { signInThroughApi } from './signIn.js';
import { listWindows, openWindow } from './windows.js';
import type { AtriumUser } from './users.js';

/**
 * A signed-in Atrium desktop in a page: what a test sets up through the automation handle, and
 * what it compares with `expect(desktop).toHaveScreenshot()`. Behaviour under test goes through
 * `desktop.page` with the mouse and the keyboard, as a user would.
 */
export class Desktop {
  /** @param page the page the desktop runs in; @param user who is signed in. */
  constructor(
    readonly page: Page,
    readonly user: AtriumUser,
  ) {}

  /**
   * Waits until every canvas has drawn all it was asked to (`atrium.idle()`) and the fonts are
   * loaded: from here a screenshot shows what the actions so far caused.
   * @example
   * await desktop.idle();
   */
  async idle(): Promise<void> {
    await pageIsSteady(this.page);
  }

  /**
   * Launches application `name` as the desktop's launcher would (its launch rules apply) and
   * waits until it has drawn; resolves with its process id.
   * @example
   * await desktop.openApp('Notes');
   */
  async openApp(name: string, args: Record<string, unknown> = {}): Promise<number> {
    const pid = await this.page.evaluate(([app, appArgs]) => {
      const apps = (globalThis as AutomatedGlobal).atrium?.apps;
      if (!apps) throw new Error('the desktop has no app automation: is it up, and the server in test mode?');
      return apps.launch(app, appArgs);
    }, [name, args] as const);
    if (pid === null) throw new Error(`Atrium did not launch '${name}': is it installed and allowed for ${this.user.username}?`);
    await this.idle();
    return pid;
  }

  /**
   * Opens a window (of Sandbox, or of `options.app`) at the given place and size, and resolves
   * with its wid once it has drawn.
   * @example
   * const wid = await desktop.openWindow({ title: 'Left', left: 80, top: 90, width: 420, height: 300 });
   */
  async openWindow(options: OpenWindowOptions = {}): Promise<number> {
    const wid = await openWindow(this.page, options);
    await this.idle();
    return wid;
  }

  /**
   * Every window, bottom to top, with the rectangle it is shown in.
   * @example
   * expect((await desktop.windows()).map((window) => window.title)).toEqual(['Notes']);
   */
  async windows(): Promise<WindowSummary[]> {
    return listWindows(this.page);
  }

  /**
   * The window titled `title` (its dialog element), for clicks and assertions.
   * @example
   * await desktop.window('Notes').getByRole('button', { name: 'Close' }).click();
   */
  window(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /**
   * Makes the desktop ready for a screenshot compared to a baseline: checks the deterministic
   * mode (DPR 1, test mode with its fixed clock) and waits for fonts and idle canvases.
   * `expect(desktop).toHaveScreenshot()` calls it.
   */
  async steady(): Promise<void> {
    await assertScreenshotMode(this.page);
    await this.idle();
  }
}

/**
 * Signs `user` in through the API, opens the desktop at `path` and waits until it is up: its
 * start-up apps started, its wallpaper drawn, every canvas idle.
 * @example
 * const desktop = await openDesktop(page, user);
 */
export async function openDesktop(page: Page, user: AtriumUser, path = '/'): Promise<Desktop> {
  await signInThroughApi(page, user, path);
  await expect
    .poll(() => page.evaluate(() => {
      const atrium = (globalThis as AutomatedGlobal).atrium;
      return Boolean(atrium?.windows && atrium.apps?.started() && (atrium.frames().desktop ?? 0) > 0);
    }), { message: `the desktop of ${user.username} did not come up (is the server in test mode?)` })
    .toBe(true);
  const desktop = new Desktop(page, user);
  await desktop.idle();
  return desktop;
}
