import { expect, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import type { AutomatedGlobal } from './handle.js';

/**
 * How the kit takes every screenshot: CSS animations and transitions finished or cancelled, no
 * caret, one image pixel per CSS pixel. (The clock is fixed by the server's test mode: the page
 * shows ATRIUM_TEST_CLOCK, 2026-01-15T09:30:00 unless set.)
 */
export const SCREENSHOT_OPTIONS = { animations: 'disabled', caret: 'hide', scale: 'css' } as const satisfies PageAssertionsToHaveScreenshotOptions;

/**
 * Waits until the page looks as it will stay: its fonts are loaded and, on an Atrium page, every
 * canvas has drawn all it was asked to (`atrium.idle()`: no change waits to be rendered, no frame
 * is requested, no image is loading).
 * @example
 * await pageIsSteady(page);
 */
export async function pageIsSteady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect
    .poll(() => page.evaluate(() => (globalThis as AutomatedGlobal).atrium?.idle() ?? true), { message: 'the canvases still have something to draw' })
    .toBe(true);
}

/**
 * Fails unless the page can be compared to a baseline: one device pixel per CSS pixel, and the
 * server in test mode (which fixes the page's clock and DPR-independent canvas resolution).
 */
export async function assertScreenshotMode(page: Page): Promise<void> {
  const { ratio, testMode } = await page.evaluate(() => ({ ratio: devicePixelRatio, testMode: document.documentElement.dataset.testMode === 'true' }));
  if (ratio !== 1) throw new Error(`screenshots need deviceScaleFactor 1, the page has ${ratio}: set use: { deviceScaleFactor: 1 } in playwright.config`);
  if (!testMode) throw new Error('screenshots need the server in test mode (ATRIUM_TEST_MODE=1), which fixes the clock the desktop shows');
}
