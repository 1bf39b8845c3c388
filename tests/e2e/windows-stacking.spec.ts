import type { Page } from '@playwright/test';
import {
  automate,
  canvasesAreIdle,
  dismissWelcome,
  dragBy,
  expect,
  frames,
  hitAt,
  listWindows,
  moveHandle,
  openWindow,
  pixelsAt,
  rectOf,
  signInToDesktop,
  stackingOrderIs,
  test,
  windowDialog,
  windowIsAt,
  windowIsFocused,
} from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test("a front window's header wins the hit test over the back window's content", async ({ page }, testInfo) => {
  const back = await openWindow(page, { title: 'Back', left: 200, top: 100, width: 420, height: 300 });
  const front = await openWindow(page, { title: 'Front', left: 300, top: 200, width: 420, height: 300 });
  await stackingOrderIs(page, [back, front]);

  // A point on the front window's header that lies over the back window's content.
  const header = await moveHandle(page, 'Front').boundingBox();
  const backContent = await page.locator(`section[data-wid="${back}"] .window__content`).boundingBox();
  if (!header || !backContent) throw new Error('both windows are laid out');
  const x = header.x + 60;
  const y = header.y + header.height / 2;
  expect(x > backContent.x && x < backContent.x + backContent.width && y > backContent.y && y < backContent.y + backContent.height).toBe(true);

  expect(await hitAt(page, x, y)).toEqual({ wid: front, className: 'window__header', label: 'Move' });

  const path = testInfo.outputPath('front-header-over-back-content.png');
  await page.screenshot({ path, clip: { x: 180, y: 80, width: 560, height: 440 } });
  await testInfo.attach('front header over back content', { path, contentType: 'image/png' });
});

test("clicking a back window's content raises it and the click reaches the content", async ({ page }) => {
  const back = await openWindow(page, { title: 'Back', left: 100, top: 100, width: 420, height: 300 });
  const front = await openWindow(page, { title: 'Front', left: 400, top: 250, width: 420, height: 300 });
  await stackingOrderIs(page, [back, front]);

  const counter = windowDialog(page, 'Back').getByRole('button', { name: 'Clicked 0 times' });
  await counter.click();
  await expect(windowDialog(page, 'Back').getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
  await stackingOrderIs(page, [front, back]);
  await windowIsFocused(page, back);
  const [under, over] = await listWindows(page);
  expect(over?.zIndex).toBeGreaterThan(under?.zIndex ?? Infinity);
});

test('a modal child blocks its parent until it closes, then the parent has focus again', async ({ page }) => {
  const parent = await openWindow(page, { title: 'Parent', left: 100, top: 100, width: 420, height: 300 });
  const parentCounter = windowDialog(page, 'Parent').getByRole('button', { name: /^Clicked \d+ times?$/ });
  const counterBox = await parentCounter.boundingBox();
  if (!counterBox) throw new Error('the parent counter is shown');

  const child = await page.evaluate(
    (wid) => window.atrium?.windows?.open({ title: 'Child', parent: wid, modal: true, left: 600, top: 300, width: 420, height: 300 }),
    parent,
  );
  if (child === undefined) throw new Error('no window automation');
  await windowIsFocused(page, child);

  // Where the parent's button is on screen, as a user would click it.
  await page.mouse.click(counterBox.x + counterBox.width / 2, counterBox.y + counterBox.height / 2);
  await expect(parentCounter).toHaveText('Clicked 0 times');
  await windowIsFocused(page, child);
  await stackingOrderIs(page, [parent, child]);

  await windowDialog(page, 'Child').getByRole('button', { name: 'Close' }).click();
  await expect(windowDialog(page, 'Child')).toHaveCount(0);
  await windowIsFocused(page, parent);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section[data-wid]')?.getAttribute('aria-label'))).toBe('Parent');

  // The same click now reaches the parent: it was the child that blocked it.
  await page.mouse.click(counterBox.x + counterBox.width / 2, counterBox.y + counterBox.height / 2);
  await expect(parentCounter).toHaveText('Clicked 1 time');
});

test.describe('rendering on demand', () => {
  test('an idle desktop with windows renders no frames', async ({ page }) => {
    await openWindow(page, { title: 'One', left: 100, top: 100, width: 420, height: 300 });
    await openWindow(page, { title: 'Two', left: 300, top: 200, width: 420, height: 300 });
    await openWindow(page, { title: 'Three', left: 500, top: 300, width: 420, height: 300 });
    await expect(windowDialog(page, 'Three')).toBeVisible();
    // Once the opening frames are drawn, one second of idling is watched: time is what this test is about.
    await canvasesAreIdle(page);
    const before = await frames(page);
    expect(before.chrome).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(await frames(page)).toEqual(before);
  });

  test('dragging the top window moves it without redrawing the chrome canvas of the others', async ({ page }) => {
    await openWindow(page, { title: 'One', left: 100, top: 100, width: 420, height: 300 });
    const top = await openWindow(page, { title: 'Two', left: 300, top: 200, width: 420, height: 300 });
    await expect(windowDialog(page, 'Two')).toBeVisible();
    await canvasesAreIdle(page);
    const before = await frames(page);
    const start = await rectOf(page, top);

    await dragBy(page, moveHandle(page, 'Two'), 150, 80, 12);
    await windowIsAt(page, top, { ...start, left: start.left + 150, top: start.top + 80 }, 1);
    await canvasesAreIdle(page);
    expect((await frames(page)).chrome).toBe(before.chrome);

    // The count is live: focusing the back window changes both windows' chrome, and it draws.
    await windowDialog(page, 'One').getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect.poll(async () => (await frames(page)).chrome).toBeGreaterThan(before.chrome);
  });

  test("hovering the top window's buttons redraws only its own chrome, hovering a back window's redraws the others'", async ({ page }) => {
    await openWindow(page, { title: 'One', left: 100, top: 100, width: 420, height: 300 });
    await openWindow(page, { title: 'Two', left: 600, top: 200, width: 420, height: 300 });
    await canvasesAreIdle(page);
    const before = await frames(page);

    await windowDialog(page, 'Two').getByRole('button', { name: 'Close' }).hover();
    await expect.poll(async () => (await frames(page)).active).toBeGreaterThan(before.active);
    await windowDialog(page, 'Two').getByRole('button', { name: 'Minimize' }).hover();
    await canvasesAreIdle(page);
    expect((await frames(page)).chrome).toBe(before.chrome);

    await windowDialog(page, 'One').getByRole('button', { name: 'Close' }).hover();
    await expect.poll(async () => (await frames(page)).chrome).toBeGreaterThan(before.chrome);
  });
});

test.describe('canvases under scrolling window content', () => {
  // Three windows of different sizes; Right's content overflows, so Chromium gives it a scroller
  // layer of its own, opaque white. Chromium's compositor (this build, software GL) culled the
  // part of a WebGL canvas such a layer covers at the mirror image of that part, reflected in
  // the canvas's horizontal centre line: y → 800 − y. Right's content (561–919 × 363–589) cut a
  // hole at 561–919 × 211–437 in every canvas below it, and the page's white showed through.
  // pixelsAt reads a full screenshot: a clipped one did not show the hole.
  const LEFT = { title: 'Left', left: 60, top: 90, width: 420, height: 300 };
  const MIDDLE = { title: 'Middle', left: 300, top: 200, width: 460, height: 300 };
  const RIGHT = { title: 'Right', left: 560, top: 330, width: 360, height: 260 };
  /** Between the windows, clear of their shadows, inside the mirrored rectangle. */
  const BETWEEN: [number, number][] = [
    [840, 260],
    [900, 300],
  ];

  /** Opens the three windows (Right on top, its content scrollable); returns the wallpaper at BETWEEN before. */
  async function openThree(page: Page) {
    await dismissWelcome(page);
    await page.mouse.move(640, 20);
    await canvasesAreIdle(page);
    const wallpaper = await pixelsAt(page, BETWEEN);
    await openWindow(page, LEFT);
    const middle = await openWindow(page, MIDDLE);
    const right = await openWindow(page, RIGHT);
    const content = page.locator(`section[data-wid="${right}"] .window__content`);
    await expect.poll(() => content.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    return { middle, right, wallpaper };
  }

  test('the wallpaper stays whole between the windows (Middle focused)', async ({ page }) => {
    const { middle, wallpaper } = await openThree(page);
    await automate(page, 'focus', middle);
    await windowIsFocused(page, middle);
    await canvasesAreIdle(page);
    expect(await pixelsAt(page, BETWEEN)).toEqual(wallpaper);
  });

  test("the back windows' chrome stays whole under the top window's scrolling content", async ({ page }) => {
    const { right } = await openThree(page);
    await windowIsFocused(page, right);
    await canvasesAreIdle(page);
    // Two blank points of Middle's header: x 600 lies in the mirrored rectangle, x 450 does not.
    const [inside, outside] = await pixelsAt(page, [
      [600, 222],
      [450, 222],
    ]);
    expect(inside).toEqual(outside);
  });
});
