import type { Page } from '@playwright/test';
import { moveHandle, openWindow, windowDialog, windowMenu, expect } from '../e2e/fixtures';

/**
 * A visual scene: what `setup` builds on a signed-in desktop (welcome notification dismissed,
 * pointer parked on the panel) is compared to the baseline `tests/visual/__screenshots__/<name>.png`.
 */
export interface Scene {
  name: string;
  setup(page: Page): Promise<void>;
  /** What is compared: the whole 1280×800 viewport unless `clip` narrows it. */
  screenshot: { clip?: { x: number; y: number; width: number; height: number } };
}

export const scenes: readonly Scene[] = [
  {
    // Three overlapping windows, the middle one focused and on top: focused and unfocused chrome,
    // and the front window's shadow over both windows behind it.
    name: 'desktop-overlapping-windows',
    async setup(page) {
      await openWindow(page, { title: 'Left', left: 80, top: 90, width: 420, height: 300 });
      const middle = await openWindow(page, { title: 'Middle', left: 360, top: 200, width: 420, height: 300 });
      await openWindow(page, { title: 'Right', left: 660, top: 310, width: 420, height: 300 });
      await page.evaluate((wid) => window.atrium?.windows?.focus(wid), middle);
      await expect.poll(async () => page.evaluate(() => window.atrium?.windows?.list().at(-1)?.title)).toBe('Middle');
    },
    screenshot: {},
  },
  {
    name: 'window-maximized',
    async setup(page) {
      await openWindow(page, { title: 'Maximized', left: 200, top: 150, width: 420, height: 300 });
      await windowDialog(page, 'Maximized').getByRole('button', { name: 'Maximize' }).click();
      await expect(windowDialog(page, 'Maximized').getByRole('button', { name: 'Restore' })).toBeVisible();
    },
    screenshot: {},
  },
  {
    name: 'window-menu-open',
    async setup(page) {
      await openWindow(page, { title: 'With menu', left: 200, top: 150, width: 420, height: 300 });
      await moveHandle(page, 'With menu').click({ button: 'right', position: { x: 120, y: 16 } });
      await expect(windowMenu(page).getByRole('menuitem', { name: 'Maximize' })).toBeFocused();
    },
    screenshot: {},
  },
];
