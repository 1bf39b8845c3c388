import type { Page } from '@playwright/test';
import type { AutomatedGlobal, OpenWindowOptions, WindowSummary } from './handle.js';

/**
 * Opens a window (of Sandbox, or of `options.app`) through the automation handle and returns its
 * wid at once, without waiting for it to draw (`Desktop.openWindow` waits).
 * @example
 * const wid = await openWindow(page, { title: 'Left', left: 80, top: 90 });
 */
export async function openWindow(page: Page, options: OpenWindowOptions = {}): Promise<number> {
  return page.evaluate((opened) => {
    const windows = (globalThis as AutomatedGlobal).atrium?.windows;
    if (!windows) throw new Error('the desktop has no window automation: is it up, and the server in test mode?');
    return windows.open(opened);
  }, options);
}

/**
 * Every window, bottom to top, with the rectangle it is shown in; none before the desktop is up.
 * @example
 * const titles = (await listWindows(page)).map((window) => window.title);
 */
export async function listWindows(page: Page): Promise<WindowSummary[]> {
  return page.evaluate(() => (globalThis as AutomatedGlobal).atrium?.windows?.list() ?? []);
}
