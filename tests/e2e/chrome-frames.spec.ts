import type { Page } from '@playwright/test';
import { spreadLayout } from '../bench/spreadLayout.mjs';
import { canvasesAreIdle, dismissWelcome, expect, frames, listWindows, signInToDesktop, test } from './fixtures';

// How many frames a raise or an open takes to reach the screen, counted, never timed: the chrome
// canvases must show what a change asked for in the first animation frame after it, together with
// the windows' DOM, not one frame later (the benchmark measures what that frame costs).

/** Windows of the spread layout opened first, and again as a second batch. */
const COUNT = 40;

type Action = { raise: number } | { open: { left: number; top: number; width: number; height: number }[] };

/**
 * Runs `action` in the page and returns the chrome canvases' frames drawn by the first animation
 * frame after it (requested once the commits it causes, in microtasks of its task, are done: the
 * first frame the browser can show it in) and by the time they are idle.
 */
async function framesDrawnBy(page: Page, action: Action) {
  const before = await frames(page);
  const first = await page.evaluate(async (act) => {
    const atrium = window.atrium;
    if (!atrium?.windows) throw new Error('no automation handle');
    const before = atrium.frames();
    if ('raise' in act) atrium.windows.raise(act.raise);
    else atrium.windows.openMany(act.open);
    const after = await new Promise<ReturnType<typeof atrium.frames>>((resolve) => {
      let depth = 0;
      // Behind every microtask the change queued (React's commits, the coverage check).
      const later = () => (++depth < 50 ? queueMicrotask(later) : requestAnimationFrame(() => resolve(atrium.frames())));
      queueMicrotask(later);
    });
    return { chrome: after.chrome - before.chrome, active: after.active - before.active };
  }, action);
  await canvasesAreIdle(page);
  const after = await frames(page);
  return { first, all: { chrome: after.chrome - before.chrome, active: after.active - before.active } };
}

/** One frame of each chrome canvas, and that one the first frame after the change. */
const ONCE_AT_ONCE = { first: { chrome: 1, active: 1 }, all: { chrome: 1, active: 1 } };

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
  await dismissWelcome(page);
});

test('a raise and an open are drawn by both chrome canvases in the first frame after them', async ({ page }) => {
  const desktop = await page.evaluate(() => window.atrium?.windows?.desktop());
  if (!desktop) throw new Error('no window automation');
  const layout = spreadLayout(2 * COUNT, desktop);

  expect(await framesDrawnBy(page, { open: layout.slice(0, COUNT) }), 'chrome canvas frames of an open').toEqual(ONCE_AT_ONCE);

  const [bottom] = await listWindows(page);
  if (!bottom) throw new Error('no windows');
  expect(await framesDrawnBy(page, { raise: bottom.wid }), 'chrome canvas frames of a raise').toEqual(ONCE_AT_ONCE);
  expect((await listWindows(page)).at(-1)?.wid, 'the raised window is on top').toBe(bottom.wid);

  expect(await framesDrawnBy(page, { open: layout.slice(COUNT) }), 'chrome canvas frames of a second open').toEqual(ONCE_AT_ONCE);
});
