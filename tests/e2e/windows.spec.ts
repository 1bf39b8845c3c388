import {
  DESKTOP,
  dragBy,
  expect,
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
  windowIsMaximized,
  windowIsMinimized,
  type Rect,
} from './fixtures';

/** Where the resize tests put their window: room on every side to grow and to shrink. */
const START: Rect = { left: 300, top: 200, width: 400, height: 300 };

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test('the application menu opens Sandbox windows: both are shown and the second has focus', async ({ page }) => {
  for (let i = 0; i < 2; i++) {
    await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Applications' }).click();
    await page.getByRole('dialog', { name: 'Applications', exact: true }).getByRole('button', { name: 'Sandbox' }).click();
  }

  await expect(windowDialog(page, 'Sandbox 1')).toBeVisible();
  await expect(windowDialog(page, 'Sandbox 2')).toBeVisible();
  const windows = await listWindows(page);
  expect(windows.map(({ title, width, height, focused }) => ({ title, width, height, focused }))).toEqual([
    { title: 'Sandbox 1', width: 420, height: 300, focused: false },
    { title: 'Sandbox 2', width: 420, height: 300, focused: true },
  ]);
  await expect(windowDialog(page, 'Sandbox 2').getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  await expect(windowDialog(page, 'Sandbox 2').getByLabel('Notes')).toBeVisible();
});

test.describe('moving', () => {
  test('dragging the header moves the window by the mouse delta', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Drag me', left: 200, top: 150, width: 420, height: 300 });
    await dragBy(page, moveHandle(page, 'Drag me'), 123, 67);
    await windowIsAt(page, wid, { left: 323, top: 217, width: 420, height: 300 }, 1);
  });

  test('a window dragged above the desktop stops 2 px below its top, and maximizes when released there', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Drag me', left: 200, top: 150, width: 420, height: 300 });
    // The header's middle is at y≈167; the pointer ends at y≈17, inside the panel.
    const box = await moveHandle(page, 'Drag me').boundingBox();
    if (!box) throw new Error('no header');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y - 150, { steps: 8 });
    await windowIsAt(page, wid, { left: 240, top: DESKTOP.top + 2, width: 420, height: 300 }, 1);
    // Released at the top edge: snapped to maximized (docs/features/windows.md#snap-and-tile).
    await page.mouse.up();
    await windowIsAt(page, wid, DESKTOP);
  });
});

test.describe('resizing from each handle', () => {
  const EDGES = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const;

  for (const edge of EDGES) {
    test(`the ${edge} handle moves its edges, the opposite edges stay, and the window stops at 100×100`, async ({ page }) => {
      const wid = await openWindow(page, { title: 'Resize me', ...START });
      const handle = page.locator(`section[data-wid="${wid}"] .window__handle--${edge}`);
      // Outward along each axis the handle touches: +x for e, -x for w, +y for s, -y for n.
      const sx = edge.includes('e') ? 1 : edge.includes('w') ? -1 : 0;
      const sy = edge.includes('s') ? 1 : edge.includes('n') ? -1 : 0;

      await dragBy(page, handle, 30 * sx, 30 * sy);
      await windowIsAt(page, wid, {
        left: sx < 0 ? START.left - 30 : START.left,
        top: sy < 0 ? START.top - 30 : START.top,
        width: START.width + 30 * Math.abs(sx),
        height: START.height + 30 * Math.abs(sy),
      });

      // Far inward: the size stops at the minimum and the opposite edges still stay put.
      const grown = await rectOf(page, wid);
      await dragBy(page, handle, -380 * sx, -280 * sy);
      const right = grown.left + grown.width;
      const bottom = grown.top + grown.height;
      await windowIsAt(page, wid, {
        left: sx < 0 ? right - 100 : grown.left,
        top: sy < 0 ? bottom - 100 : grown.top,
        width: sx === 0 ? grown.width : 100,
        height: sy === 0 ? grown.height : 100,
      });
    });
  }
});

test.describe('maximize, minimize, close', () => {
  test('double-clicking the header maximizes to the desktop, and again restores the previous rectangle', async ({ page }) => {
    const before = { left: 250, top: 120, width: 500, height: 350 };
    const wid = await openWindow(page, { title: 'Big', ...before });

    await moveHandle(page, 'Big').dblclick();
    await windowIsMaximized(page, wid, 'Big');

    await moveHandle(page, 'Big').dblclick();
    await expect.poll(async () => (await listWindows(page))[0]?.maximized).toBe(false);
    await windowIsAt(page, wid, before);
    await expect(windowDialog(page, 'Big').getByRole('button', { name: 'Maximize' })).toBeVisible();
  });

  test('the Maximize button maximizes, and Restore restores', async ({ page }) => {
    const before = { left: 250, top: 120, width: 500, height: 350 };
    const wid = await openWindow(page, { title: 'Big', ...before });

    await windowDialog(page, 'Big').getByRole('button', { name: 'Maximize' }).click();
    await windowIsMaximized(page, wid, 'Big');
    await windowDialog(page, 'Big').getByRole('button', { name: 'Restore' }).click();
    await windowIsAt(page, wid, before);
  });

  test('Minimize hides the window and focus passes to the other one; raising shows it focused again', async ({ page }) => {
    const first = await openWindow(page, { title: 'First', left: 100, top: 100, width: 420, height: 300 });
    const second = await openWindow(page, { title: 'Second', left: 300, top: 200, width: 420, height: 300 });
    await windowIsFocused(page, second);

    await windowDialog(page, 'Second').getByRole('button', { name: 'Minimize' }).click();
    await windowIsMinimized(page, second, 'Second');
    await windowIsFocused(page, first);
    await expect(windowDialog(page, 'First')).toBeVisible();

    await page.evaluate((wid) => window.atrium?.windows?.raise(wid), second);
    await expect(windowDialog(page, 'Second')).toBeVisible();
    await windowIsFocused(page, second);
    await stackingOrderIs(page, [first, second]);
  });

  test('Close removes the window; closing the last one leaves none', async ({ page }) => {
    const first = await openWindow(page, { title: 'First', left: 100, top: 100, width: 420, height: 300 });
    await openWindow(page, { title: 'Second', left: 300, top: 200, width: 420, height: 300 });

    await windowDialog(page, 'Second').getByRole('button', { name: 'Close' }).click();
    await expect(windowDialog(page, 'Second')).toHaveCount(0);
    expect((await listWindows(page)).map((summary) => summary.wid)).toEqual([first]);
    await windowIsFocused(page, first);

    await windowDialog(page, 'First').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await listWindows(page)).toEqual([]);
  });
});

test('closing a window keeps what is typed in the others, however many windows are open', async ({ page }) => {
  const wids = await page.evaluate(() => window.atrium?.windows?.openMany(70) ?? []);
  const last = wids.at(-1) ?? 0;
  // The views render windows in groups of 64: the 65th window is the first of the second group.
  const notes = windowDialog(page, 'Sandbox 65').getByLabel('Notes');
  await notes.fill('still here');
  await page.evaluate((wid) => window.atrium?.windows?.close(wid), wids[0] ?? 0);
  await expect.poll(async () => (await listWindows(page)).length).toBe(69);
  await expect(notes).toHaveValue('still here');
  expect((await listWindows(page)).at(-1)?.wid).toBe(last);
});

test('in mobile mode (page at or below windows.mobile wide) windows fill the desktop and cannot be dragged', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  const wid = await openWindow(page, { left: 100, top: 150, width: 300, height: 200 });
  await windowIsAt(page, wid, { left: 0, top: 40, width: 600, height: 760 });
  await dragBy(page, moveHandle(page, 'Sandbox 1'), 50, 50);
  await windowIsAt(page, wid, { left: 0, top: 40, width: 600, height: 760 });
  await expect(windowDialog(page, 'Sandbox 1').locator('.window__handle')).toHaveCount(0);
});
