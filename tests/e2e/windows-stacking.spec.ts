import {
  dragBy,
  expect,
  frames,
  framesSettle,
  hitAt,
  listWindows,
  moveHandle,
  openWindow,
  rectOf,
  signInToDesktop,
  stackingOrderIs,
  test,
  windowDialog,
  windowIsAt,
  windowIsFocused,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInToDesktop(page);
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
    // Let the opening frames settle, then watch one second of idling.
    await framesSettle(page);
    const before = await frames(page);
    expect(before.chrome).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(await frames(page)).toEqual(before);
  });

  test('dragging the top window moves it without redrawing the chrome canvas of the others', async ({ page }) => {
    await openWindow(page, { title: 'One', left: 100, top: 100, width: 420, height: 300 });
    const top = await openWindow(page, { title: 'Two', left: 300, top: 200, width: 420, height: 300 });
    await expect(windowDialog(page, 'Two')).toBeVisible();
    await framesSettle(page);
    const before = await frames(page);
    const start = await rectOf(page, top);

    await dragBy(page, moveHandle(page, 'Two'), 150, 80, 12);
    await windowIsAt(page, top, { ...start, left: start.left + 150, top: start.top + 80 }, 1);
    expect((await frames(page)).chrome).toBe(before.chrome);

    // The count is live: focusing the back window changes both windows' chrome, and it draws.
    await windowDialog(page, 'One').getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect.poll(async () => (await frames(page)).chrome).toBeGreaterThan(before.chrome);
  });

  test("hovering the top window's buttons redraws only its own chrome, hovering a back window's redraws the others'", async ({ page }) => {
    await openWindow(page, { title: 'One', left: 100, top: 100, width: 420, height: 300 });
    await openWindow(page, { title: 'Two', left: 600, top: 200, width: 420, height: 300 });
    await framesSettle(page);
    const before = await frames(page);

    await windowDialog(page, 'Two').getByRole('button', { name: 'Close' }).hover();
    await expect.poll(async () => (await frames(page)).active).toBeGreaterThan(before.active);
    await windowDialog(page, 'Two').getByRole('button', { name: 'Minimize' }).hover();
    await framesSettle(page);
    expect((await frames(page)).chrome).toBe(before.chrome);

    await windowDialog(page, 'One').getByRole('button', { name: 'Close' }).hover();
    await expect.poll(async () => (await frames(page)).chrome).toBeGreaterThan(before.chrome);
  });
});
