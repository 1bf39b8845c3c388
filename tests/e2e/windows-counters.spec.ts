import type { LaunchOptions, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { WindowRenders } from '../../engine/automation';
import { spreadLayout } from '../bench/spreadLayout.mjs';
import { automate, canvasesAreIdle, DESKTOP, dismissWelcome, expect, frames, listWindows, signInToDesktop, stackingOrderIs, test, windowIsAt } from './fixtures';

// The structural counters that keep a drag cheap on a desktop of many windows, as counts: never
// times, so they hold on a machine however busy. The benchmark (npm run bench) measures the times.

/** The browser and flags every browser test runs with (as playwright.config.ts reads them). */
const chromium = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8')) as LaunchOptions;
/** Windows of the spread layout: enough that "every window re-renders" is far from the bounds. */
const COUNT = 150;
/** A point on the panel, over no window: the pointer rests there between actions. */
const REST = { x: 640, y: 20 } as const;
/** DOM nodes of a window's frame, its content box counted as one: what every window has now. */
const FRAME_NODES = 14;

const section = (page: Page, wid: number) => page.locator(`section[data-wid="${wid}"]`);

async function renders(page: Page): Promise<WindowRenders> {
  return page.evaluate(() => {
    const counts = window.atrium?.renders();
    if (!counts) throw new Error('no automation handle');
    return counts;
  });
}

/** What rendered between two readings: in all, and which windows. */
function rendersSince(before: WindowRenders, after: WindowRenders) {
  const wids = Object.keys(after.byWid)
    .map(Number)
    .filter((wid) => (after.byWid[wid] ?? 0) > (before.byWid[wid] ?? 0));
  return { total: after.total - before.total, wids };
}

/** Resolves in the page's next animation frame, after what the last input caused has committed. */
async function nextFrame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Opens the spread layout's windows as one batch, waits until they are drawn and returns them bottom to top. */
async function openSpreadDesktop(page: Page) {
  const desktop = await page.evaluate(() => window.atrium?.windows?.desktop());
  if (!desktop) throw new Error('no window automation');
  const rects = spreadLayout(COUNT, desktop);
  await page.evaluate((list) => window.atrium?.windows?.openMany(list), rects);
  await expect(page.locator('section[data-wid]')).toHaveCount(COUNT);
  await canvasesAreIdle(page);
  return listWindows(page);
}

/** A point of the bottom window's content that no other window covers: the left strip of the spread layout. */
async function visiblePointOfBottomWindow(page: Page) {
  const [bottom] = await listWindows(page);
  if (!bottom) throw new Error('no windows');
  const x = bottom.left + 30;
  const y = bottom.top + Math.round(bottom.height / 2);
  const hit = await page.evaluate(([px, py]) => {
    const content = document.elementFromPoint(px, py)?.closest('.window__content');
    return content ? Number(content.closest('section[data-wid]')?.getAttribute('data-wid')) : null;
  }, [x, y] as const);
  expect(hit, "the point is on the bottom window's content").toBe(bottom.wid);
  return { wid: bottom.wid, x, y };
}

// Scroll bars as users see them: Playwright's headless Chromium hides them (--hide-scrollbars), and
// then a scroll bar takes no room and no reflow could be seen. (A launch option: the whole file.)
test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ['--hide-scrollbars'] } });
// Each test opens 150 windows and steps through them: 10–25 s on a quiet machine, and more than the
// default 30 s with the machine's other work (a drag of 20 steps timed out at a load average of 17).
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
  await dismissWelcome(page);
  await page.mouse.move(REST.x, REST.y);
});

test('dragging the top window by its header draws no chrome canvas, renders only the moving window, once per step, and moves it by animation', async ({ page }) => {
  const windows = await openSpreadDesktop(page);
  const top = windows[windows.length - 1];
  if (!top) throw new Error('no windows');
  const header = await section(page, top.wid).locator('.window__header').boundingBox();
  if (!header) throw new Error('the top window has a header');
  const x = header.x + header.width / 2;
  const y = header.y + header.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await canvasesAreIdle(page);
  const framesBefore = await frames(page);
  const rendersBefore = await renders(page);
  const activeCanvas = page.locator('.chrome-canvas--active');
  const placeBefore = await activeCanvas.boundingBox();

  const STEPS = 20;
  for (let step = 1; step <= STEPS; step++) {
    await page.mouse.move(x + step * 10, y + (step % 2 === 0 ? 4 : -4));
    await nextFrame(page);
  }
  await canvasesAreIdle(page);
  const framesMoving = await frames(page);
  const rendersMoving = rendersSince(rendersBefore, await renders(page));
  const placeMoving = await activeCanvas.boundingBox();
  // What moves them: a running animation each, never a transform style, whose change would make
  // the browser re-layerize every window on each frame.
  const movers = await page.evaluate(
    (wid) =>
      [document.querySelector<HTMLElement>(`section[data-wid="${wid}"]`), document.querySelector<HTMLElement>('.chrome-canvas--active')].map((element) => ({
        style: element?.style.transform ?? null,
        running: element?.getAnimations().filter((animation) => animation.playState === 'running').length ?? null,
      })),
    top.wid,
  );
  await page.mouse.up();
  await windowIsAt(page, top.wid, { left: top.left + STEPS * 10, top: top.top + 4, width: top.width, height: top.height });
  await canvasesAreIdle(page);
  const framesAfter = await frames(page);
  const rendersAfter = rendersSince(rendersBefore, await renders(page));

  // The chrome of the windows behind never changes; the front window's canvas only moves.
  expect(placeMoving, "the front window's canvas follows the pointer").toEqual(
    placeBefore && { ...placeBefore, x: placeBefore.x + STEPS * 10, y: placeBefore.y + 4 },
  );
  expect(movers, "the front window's and its canvas's transform styles and running animations").toEqual([
    { style: '', running: 1 },
    { style: '', running: 1 },
  ]);
  expect(framesMoving.chrome, 'frames of the chrome canvas while moving').toBe(framesBefore.chrome);
  expect(framesMoving.active, "frames of the front window's canvas while moving").toBe(framesBefore.active);
  expect(framesAfter.chrome, 'frames of the chrome canvas by the release').toBe(framesBefore.chrome);
  // Each step commits the moving window's frame once (20 in 20 steps), and no other window's; the
  // release once more, when the window stops moving.
  expect(rendersMoving.wids, 'windows rendered while moving').toEqual([top.wid]);
  expect(rendersMoving.total, 'window renders while moving').toBeLessThanOrEqual(STEPS);
  expect(rendersAfter.wids, 'windows rendered by the drag').toEqual([top.wid]);
  expect(rendersAfter.total, 'window renders by the drag').toBeLessThanOrEqual(STEPS + 1);
});

test("a click on a back window's content raises it, re-renders only the windows whose look changed and draws each chrome canvas once", async ({ page }) => {
  const windows = await openSpreadDesktop(page);
  const previousTop = windows[windows.length - 1];
  if (!previousTop) throw new Error('no windows');
  const target = await visiblePointOfBottomWindow(page);
  // The pointer comes first (that renders the window it is over: see the still windows below).
  await page.mouse.move(target.x, target.y);
  await expect(section(page, target.wid)).not.toHaveClass(/window--still/);
  await nextFrame(page);
  await canvasesAreIdle(page);
  const before = await renders(page);
  const framesBefore = await frames(page);

  await page.mouse.down();
  await page.mouse.up();
  await stackingOrderIs(page, [...windows.slice(1).map((summary) => summary.wid), target.wid]);
  await canvasesAreIdle(page);
  await nextFrame(page);
  const raise = rendersSince(before, await renders(page));
  const framesAfter = await frames(page);

  // The new order drawn in one frame of each chrome canvas, not a frame per store change.
  expect(framesAfter.chrome - framesBefore.chrome, 'frames of the chrome canvas by the raise').toBe(1);
  expect(framesAfter.active - framesBefore.active, "frames of the front window's canvas by the raise").toBe(1);

  // The raised window (now on top and focused) and the one it replaced, once each; none of the
  // other 148, and no window the raised one hides, for it hides none whole.
  expect(raise.wids.sort((a, b) => a - b), 'windows rendered by the raise').toEqual([target.wid, previousTop.wid].sort((a, b) => a - b));
  expect(raise.total, 'window renders by the raise').toBeLessThanOrEqual(2);
});

test('a window hidden behind the windows above it, together, is not laid out, and is again once one of them comes to the front', async ({ page }) => {
  const { left, top } = DESKTOP;
  // The first window lies under the second and third together (neither holds it alone); the
  // fourth, on top, is elsewhere.
  const [hidden, leftHalf, rightHalf, elsewhere] = await page.evaluate(
    (list) => window.atrium?.windows?.openMany(list) ?? [],
    [
      { left: left + 100, top: top + 100, width: 260, height: 170 },
      { left: left + 80, top: top + 80, width: 160, height: 220 },
      { left: left + 230, top: top + 80, width: 160, height: 220 },
      { left: left + 700, top: top + 300, width: 260, height: 170 },
    ],
  );
  if (hidden === undefined || leftHalf === undefined || rightHalf === undefined || elsewhere === undefined) throw new Error('no windows');
  await expect(section(page, hidden)).toHaveCSS('display', 'none');
  await expect(section(page, leftHalf)).not.toHaveCSS('display', 'none');
  // Its app mounts all the same (after the windows that show), and keeps what it holds.
  await expect(section(page, hidden).locator('.sandbox textarea')).toBeAttached();
  await section(page, hidden).locator('.sandbox textarea').evaluate((area: HTMLTextAreaElement) => {
    area.value = 'kept';
  });

  // Coming to the front, the right half moves freely, so what it hides is laid out again.
  await automate(page, 'raise', rightHalf);
  await expect(section(page, hidden)).not.toHaveCSS('display', 'none');
  await expect(section(page, hidden).getByRole('button', { name: 'Close' })).toBeAttached();
  await expect(section(page, hidden).locator('.sandbox textarea')).toHaveValue('kept');
  // Back under it once another window is on top.
  await automate(page, 'raise', elsewhere);
  await expect(section(page, hidden)).toHaveCSS('display', 'none');
});

test("a window's frame is a handful of DOM nodes around its app's content", async ({ page }) => {
  await openSpreadDesktop(page);
  const nodes = await page.evaluate(() => {
    const count = (node: Node): number => {
      if (node instanceof Element && node.classList.contains('window__content')) return 1;
      let total = 1;
      for (const child of node.childNodes) total += count(child);
      return total;
    };
    return [...document.querySelectorAll('section[data-wid]')].map((frame) => ({
      frame: count(frame),
      content: [...(frame.querySelector('.window__content')?.children ?? [])].map((child) => child.className),
    }));
  });
  // The section, the content box, the header, three buttons and eight resize handles.
  expect(Math.max(...nodes.map((each) => each.frame)), 'DOM nodes of a window outside its content').toBeLessThanOrEqual(FRAME_NODES);
  // What is inside the content is the app's: Sandbox's own root, and nothing of the frame's.
  expect(new Set(nodes.map((each) => each.content.join(' '))), "what the windows' content boxes hold").toEqual(new Set(['sandbox']));
});

test('window frames sit in groups of at most 64 that take no box, so a change in one window walks its group, not every window', async ({ page }) => {
  await openSpreadDesktop(page);
  const groups = await page.evaluate(() => {
    const frames = new Map<Element, number>();
    for (const frame of document.querySelectorAll('section[data-wid]')) {
      const parent = frame.parentElement;
      if (parent) frames.set(parent, (frames.get(parent) ?? 0) + 1);
    }
    return [...frames].map(([parent, count]) => ({ count, display: getComputedStyle(parent).display }));
  });
  expect(groups.length, 'groups of the 150 windows').toBeGreaterThan(2);
  expect(Math.max(...groups.map((group) => group.count)), 'window frames under one parent').toBeLessThanOrEqual(64);
  // No box of their own: the windows still stack by z-index in the layer's one stacking context.
  expect(new Set(groups.map((group) => group.display)), "the groups' display").toEqual(new Set(['contents']));
});

test.describe('still windows', () => {
  /** How each window looks: still or not, its content's overflow, its text area's resize, its scroll bar, its app's width and its resize handles. */
  const looks = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('section[data-wid]')].map((frame) => {
        const content = frame.querySelector<HTMLElement>('.window__content');
        const textarea = frame.querySelector('textarea');
        return {
          wid: Number(frame.dataset.wid),
          still: frame.classList.contains('window--still'),
          overflow: content ? getComputedStyle(content).overflow : null,
          resize: textarea ? getComputedStyle(textarea).resize : null,
          scrollBar: content ? content.offsetWidth - content.clientWidth : null,
          width: content?.firstElementChild?.getBoundingClientRect().width ?? null,
          // Resize handles laid out (display: none ones have no box).
          handles: [...frame.querySelectorAll('.window__handle')].filter((handle) => handle.getClientRects().length > 0).length,
        };
      }),
    );
  const lookOf = async (page: Page, wid: number) => (await looks(page)).find((look) => look.wid === wid);
  const LIVE = { still: false, overflow: 'auto', resize: 'both', handles: 8 };
  const STILL = { still: true, overflow: 'hidden', resize: 'none', handles: 0 };

  test('neither scroll nor show resize grips or handles until the pointer is over them, and that reflows nothing', async ({ page }) => {
    const windows = await openSpreadDesktop(page);
    // Text areas an app lets users resize, in the strongest way it can short of !important (its
    // own style): the still rule must win over it.
    await page.evaluate(() => document.querySelectorAll<HTMLTextAreaElement>('section[data-wid] textarea').forEach((textarea) => (textarea.style.resize = 'both')));
    const top = windows[windows.length - 1];
    if (!top) throw new Error('no windows');
    const live = new Set(windows.filter((summary) => summary.focused).map((summary) => summary.wid)).add(top.wid);
    expect([...live], 'the top window is the focused one').toEqual([top.wid]);

    const all = await looks(page);
    const still = all.filter((look) => !live.has(look.wid));
    expect(still).toHaveLength(COUNT - 1);
    expect(still.filter((look) => !look.still).map((look) => look.wid), 'back windows that are not still').toEqual([]);
    expect(new Set(still.map((look) => look.overflow)), "still windows' overflow").toEqual(new Set(['hidden']));
    expect(new Set(still.map((look) => look.resize)), "still windows' text areas' resize").toEqual(new Set(['none']));
    expect(new Set(still.map((look) => look.handles)), "still windows' resize handles laid out").toEqual(new Set([0]));
    expect(all.find((look) => look.wid === top.wid)).toMatchObject(LIVE);

    const target = await visiblePointOfBottomWindow(page);
    // The first time the pointer comes, the window scrolls again and its scroll bar takes room.
    await page.mouse.move(target.x, target.y);
    await expect.poll(() => lookOf(page, target.wid)).toMatchObject(LIVE);
    const alive = await lookOf(page, target.wid);
    expect(alive?.scrollBar, 'room taken by the scroll bar').toBeGreaterThan(0);
    // From then on it keeps that room: neither going still nor coming alive again reflows it.
    await page.mouse.move(REST.x, REST.y);
    await expect.poll(() => lookOf(page, target.wid)).toMatchObject(STILL);
    expect((await lookOf(page, target.wid))?.width, "the app's width when still again").toBe(alive?.width);
    await page.mouse.move(target.x, target.y);
    await expect.poll(() => lookOf(page, target.wid)).toMatchObject(LIVE);
    expect((await lookOf(page, target.wid))?.width, "the app's width when alive again").toBe(alive?.width);
  });

  test('a still window is resized from just outside its edge, as far out as its handles reach', async ({ page }) => {
    const back = await page.evaluate(() => window.atrium?.windows?.open({ left: 100, top: 100, width: 300, height: 200 }) ?? 0);
    await page.evaluate(() => window.atrium?.windows?.open({ left: 700, top: 300, width: 300, height: 200 }));
    await canvasesAreIdle(page);
    expect(await lookOf(page, back)).toMatchObject(STILL);

    // 2 px right of its right edge, over the desktop: a handle's outer half, which is not laid out yet.
    await page.mouse.move(402, 200);
    await page.mouse.down();
    await page.mouse.move(432, 200, { steps: 3 });
    await page.mouse.move(462, 200, { steps: 3 });
    await page.mouse.up();
    await windowIsAt(page, back, { left: 100, top: 100, width: 360, height: 200 });
  });
});
