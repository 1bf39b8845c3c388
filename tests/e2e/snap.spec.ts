import type { APIRequestContext, Page } from '@playwright/test';
import {
  canvasesAreIdle,
  DESKTOP,
  desktopIsShown,
  dismissWelcome,
  expect,
  frames,
  listWindows,
  moveHandle,
  openWindow,
  panel,
  serverState,
  signInToDesktop,
  test,
  windowIsAt,
  windowMenu,
  windowState,
  type Rect,
  type TestUser,
} from './fixtures';

// docs/features/windows.md#snap-and-tile. The desktop is 1280 × 760 below a 40 px panel.
const LEFT_HALF: Rect = { left: 0, top: 40, width: 640, height: 760 };
const RIGHT_HALF: Rect = { left: 640, top: 40, width: 640, height: 760 };
const TOP_LEFT: Rect = { left: 0, top: 40, width: 640, height: 380 };
const TOP_RIGHT: Rect = { left: 640, top: 40, width: 640, height: 380 };
const BOTTOM_LEFT: Rect = { left: 0, top: 420, width: 640, height: 380 };

const preview = (page: Page) => page.getByTestId('snap-preview');

async function previewIsAt(page: Page, rect: Rect) {
  await expect(preview(page)).toBeVisible();
  await expect.poll(async () => {
    const box = await preview(page).boundingBox();
    return box && { left: box.x, top: box.y, width: box.width, height: box.height };
  }).toEqual(rect);
}

/** Presses the middle of window `title`'s header; returns where. */
async function pressHeader(page: Page, title: string) {
  const box = await moveHandle(page, title).boundingBox();
  if (!box) throw new Error(`no header on ${title}`);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  return at;
}

async function snapOf(page: Page, wid: number) {
  const { snap, restore } = await windowState(page, wid);
  return { snap, restore };
}

test('dragging to an edge or corner previews the zone on its own canvas, snaps on release, and dragging away restores the size', async ({ page, user }) => {
  await signInToDesktop(page, user);
  await dismissWelcome(page);
  const wid = await openWindow(page, { title: 'Notes', left: 400, top: 300, width: 480, height: 360 });
  await canvasesAreIdle(page);

  await pressHeader(page, 'Notes');
  await page.mouse.move(300, 400, { steps: 4 });
  await canvasesAreIdle(page);
  await expect(preview(page)).toHaveCount(0);
  const dragging = await frames(page);

  // Into the left edge: the preview shows the left half, drawn once on its own canvas.
  await page.mouse.move(2, 420, { steps: 4 });
  await previewIsAt(page, LEFT_HALF);
  await canvasesAreIdle(page);
  const entered = await frames(page);
  expect(entered.snap - dragging.snap).toBe(1);
  // Further along the same zone: nothing redraws, neither the preview nor the big chrome canvas.
  await page.mouse.move(4, 500, { steps: 6 });
  await canvasesAreIdle(page);
  const along = await frames(page);
  expect([along.snap, along.chrome]).toEqual([entered.snap, dragging.chrome]);
  // Into a corner: one more draw, the quarter.
  await page.mouse.move(3, 780, { steps: 3 });
  await previewIsAt(page, BOTTOM_LEFT);
  await canvasesAreIdle(page);
  expect((await frames(page)).snap - along.snap).toBe(1);
  // Out of every zone: the preview hides, drawing nothing.
  await page.mouse.move(500, 500, { steps: 3 });
  await expect(preview(page)).toBeHidden();
  await canvasesAreIdle(page);
  expect((await frames(page)).snap - along.snap).toBe(1);
  // Back to the left edge and released: snapped to the left half, remembering its size.
  await page.mouse.move(1, 400, { steps: 3 });
  await page.mouse.up();
  await windowIsAt(page, wid, LEFT_HALF);
  await expect(preview(page)).toBeHidden();
  await expect.poll(() => snapOf(page, wid)).toMatchObject({ snap: 'left', restore: { width: 480, height: 360 } });

  // Dragged away: back to 480 × 360, the grab point at the same fraction of its width.
  const grab = await pressHeader(page, 'Notes');
  await page.mouse.move(700, grab.y + 200, { steps: 5 });
  await page.mouse.up();
  await windowIsAt(page, wid, { left: Math.round(700 - (grab.x / LEFT_HALF.width) * 480), top: 40 + 200, width: 480, height: 360 }, 1);
  await expect.poll(() => snapOf(page, wid)).toEqual({ snap: null, restore: null });

  // To the top right corner: the quarter; to the top edge: maximized.
  await pressHeader(page, 'Notes');
  await page.mouse.move(1278, 42, { steps: 5 });
  await previewIsAt(page, TOP_RIGHT);
  await page.mouse.up();
  await windowIsAt(page, wid, TOP_RIGHT);
  await pressHeader(page, 'Notes');
  await page.mouse.move(640, 5, { steps: 5 });
  await previewIsAt(page, DESKTOP);
  await page.mouse.up();
  await expect.poll(async () => (await windowState(page, wid)).maximized).toBe(true);
  await windowIsAt(page, wid, DESKTOP);
});

test('snap chords cycle, windows snapped side by side resize together, and "Tile all" arranges the visible windows', async ({ page, user }) => {
  await signInToDesktop(page, user);
  await dismissWelcome(page);
  const a = await openWindow(page, { title: 'A', left: 100, top: 100, width: 400, height: 300 });
  const b = await openWindow(page, { title: 'B', left: 300, top: 200, width: 400, height: 300 });

  await moveHandle(page, 'A').click();
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await windowIsAt(page, a, LEFT_HALF);
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await windowIsAt(page, a, TOP_LEFT);
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await windowIsAt(page, a, BOTTOM_LEFT);
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await windowIsAt(page, a, LEFT_HALF);

  // A now covers B's header: B takes the focus as from the window list.
  await page.evaluate((wid) => window.atrium?.windows?.focus(wid), b);
  await page.keyboard.press('Control+Alt+ArrowRight');
  await windowIsAt(page, b, RIGHT_HALF);
  await page.keyboard.press('Control+Alt+ArrowUp');
  await windowIsAt(page, b, DESKTOP);
  await page.keyboard.press('Control+Alt+ArrowDown');
  await windowIsAt(page, b, RIGHT_HALF);
  expect(await snapOf(page, b)).toEqual({ snap: 'right', restore: { left: 300, top: 200, width: 400, height: 300 } });

  // A's east edge is B's west edge: dragging it moves both.
  const handle = page.locator(`section[data-wid="${a}"] .window__handle--e`);
  const box = await handle.boundingBox();
  if (!box) throw new Error('no east handle');
  await page.mouse.move(box.x + box.width / 2, 400);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 100, 400, { steps: 4 });
  await page.mouse.up();
  await windowIsAt(page, a, { ...LEFT_HALF, width: 740 });
  await windowIsAt(page, b, { ...RIGHT_HALF, left: 740, width: 540 });

  // Tile all, from the window menu: A, B and C in a grid, the minimized D left alone.
  const c = await openWindow(page, { title: 'C', left: 200, top: 300, width: 300, height: 200 });
  const d = await openWindow(page, { title: 'D', left: 250, top: 350, width: 300, height: 200 });
  await page.evaluate((wid) => window.atrium?.windows?.minimize(wid), d);
  await moveHandle(page, 'C').click({ button: 'right' });
  await windowMenu(page).getByRole('menuitem', { name: 'Tile all' }).click();
  await windowIsAt(page, a, TOP_LEFT);
  await windowIsAt(page, b, TOP_RIGHT);
  await windowIsAt(page, c, { left: 0, top: 420, width: 1280, height: 380 });
  expect((await listWindows(page)).map((summary) => summary.snap)).toEqual([null, null, null, null]);
  expect((await windowState(page, d)).minimized).toBe(true);
  // And from the panel's button, shown while two or more windows are on the desktop.
  await page.evaluate((wid) => window.atrium?.windows?.move(wid, 300, 300), a);
  await windowIsAt(page, a, { ...TOP_LEFT, left: 300, top: 300 });
  await panel(page).getByRole('button', { name: 'Tile all windows' }).click();
  await windowIsAt(page, a, TOP_LEFT);
  await page.evaluate((wids) => wids.forEach((wid) => window.atrium?.windows?.minimize(wid)), [a, b]);
  await expect(panel(page).getByRole('button', { name: 'Tile all windows' })).toHaveCount(0);
});

/** Waits until the server holds the session the desktop would save now. */
async function sessionSaved(page: Page, request: APIRequestContext, user: TestUser) {
  const server = await serverState(request, user);
  await expect
    .poll(async () => {
      const [stored, shown] = await Promise.all([server.session(), page.evaluate(() => window.atrium?.apps?.session())]);
      return JSON.stringify(stored) === JSON.stringify(shown) && JSON.stringify(stored).includes('"snap"');
    })
    .toBe(true);
}

test('a snapped window comes back snapped after a reload, and still goes back to its earlier size', async ({ page, request, user }) => {
  await signInToDesktop(page, user);
  await page.waitForFunction(() => window.atrium?.apps?.started());
  const wid = await openWindow(page, { title: 'Kept', left: 200, top: 150, width: 420, height: 280 });
  await page.evaluate((opened) => window.atrium?.windows?.snap(opened, 'top-right'), wid);
  await sessionSaved(page, request, user);

  await page.reload();
  await desktopIsShown(page, user);
  await expect.poll(async () => (await listWindows(page)).map(({ snap, restore }) => ({ snap, restore }))).toEqual([
    { snap: 'top-right', restore: { left: 200, top: 150, width: 420, height: 280 } },
  ]);
  const [kept] = await listWindows(page);
  if (!kept) throw new Error('no window');
  await windowIsAt(page, kept.wid, TOP_RIGHT);
});
