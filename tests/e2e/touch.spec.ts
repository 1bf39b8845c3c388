import type { CDPSession, Locator, Page } from '@playwright/test';
import { LONG_PRESS_MS } from '../../engine/overlay/constants';
import { openDesktop } from '../../kits/playwright/src';
import { dismissWelcome, expect, openWindow, rectOf, test, windowDialog, windowIsAt, windowMenu, windowState } from './fixtures';

// A finger on a tablet (the `touch` project: hasTouch, isMobile, 1024×768, pointer: coarse).
// Playwright's touchscreen only taps: presses, drags and long presses go through the DevTools
// protocol's touch events, as a real screen's would.

type Point = { x: number; y: number };

/** One finger (or several, moving together) on the screen, driven through CDP. */
class Finger {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  async down(...points: Point[]) {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points.map((point, id) => ({ ...point, id })) });
  }

  /** Moves the fingers that are down by (dx, dy) from `from`, in steps. */
  async move(from: Point[], dx: number, dy: number, steps = 8) {
    for (let step = 1; step <= steps; step++) {
      const touchPoints = from.map(({ x, y }, id) => ({ x: x + (dx * step) / steps, y: y + (dy * step) / steps, id }));
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
    }
  }

  async up() {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Presses at `from`, drags by (dx, dy) and lifts. */
  async drag(from: Point, dx: number, dy: number) {
    await this.down(from);
    await this.move([from], dx, dy);
    await this.up();
  }

  /** Presses at `at` and rests there, trembling by a few px as a finger does, until `shown` is visible (a long press); then lifts. */
  async longPress(at: Point, shown: Locator) {
    await this.down(at);
    await this.move([at], 4, 3, 2);
    await expect(shown).toBeVisible();
    await this.up();
  }
}

async function middleOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const selectedText = (page: Page) => page.evaluate(() => document.getSelection()?.toString() ?? '');
const moveHandle = (page: Page, title: string) => windowDialog(page, title).getByRole('button', { name: 'Move' });

test.beforeEach(async ({ page, user }) => {
  await openDesktop(page, user);
  await expect(page.getByRole('navigation', { name: 'Panel' })).toContainText(user.name);
});

test('a finger moves a window by its header and resizes it by a handle grown for it, selects no text on the way, and scrolls app content', async ({ page }) => {
  const finger = await Finger.on(page);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await dismissWelcome(page);
  const below = await openWindow(page, { title: 'Below', left: 40, top: 420, width: 420, height: 300 });
  const wid = await openWindow(page, { title: 'Touch me', left: 200, top: 100, width: 420, height: 300 });

  // Down across the text of the window below: the window follows, and no text is selected.
  await finger.drag(await middleOf(moveHandle(page, 'Touch me')), -100, 360);
  await windowIsAt(page, wid, { left: 100, top: 460, width: 420, height: 300 }, 1);
  expect(await selectedText(page)).toBe('');
  await finger.drag(await middleOf(moveHandle(page, 'Touch me')), 300, -360);
  await windowIsAt(page, wid, { left: 400, top: 100, width: 420, height: 300 }, 1);

  // 8 px beyond the bottom-right corner: outside a mouse's 12 px corner, inside a finger's 28 px one.
  await finger.drag({ x: 400 + 420 + 8, y: 100 + 300 + 8 }, 60, 40);
  await windowIsAt(page, wid, { left: 400, top: 100, width: 480, height: 340 }, 1);
  // 8 px above the top edge: the north handle takes the finger there.
  await finger.drag({ x: 400 + 240, y: 100 - 8 }, 0, -30);
  await windowIsAt(page, wid, { left: 400, top: 70, width: 480, height: 370 }, 1);

  // App content keeps the browser's own scrolling: one finger and two fingers pan it.
  const content = page.locator(`section[data-wid="${below}"] .window__content`);
  await page.evaluate((id) => window.atrium?.windows?.focus(id), below);
  await content.evaluate((element) => {
    const tall = element.ownerDocument.createElement('div');
    tall.style.height = '2000px';
    element.append(tall);
  });
  const inside = await middleOf(content);
  await finger.down(inside);
  await finger.move([inside], 0, -120);
  await finger.up();
  // Where the content rests once a fling has run out: the same offset two frames running.
  const restingScroll = async () => {
    const stillForTwoFrames = (element: Element) =>
      new Promise<boolean>((done) => {
        const before = element.scrollTop;
        requestAnimationFrame(() => requestAnimationFrame(() => done(element.scrollTop === before)));
      });
    await expect.poll(() => content.evaluate(stillForTwoFrames)).toBe(true);
    return content.evaluate((element) => element.scrollTop);
  };
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBeGreaterThan(50);
  const scrolled = await restingScroll();
  const pair = [inside, { x: inside.x + 60, y: inside.y }];
  await finger.down(...pair);
  await finger.move(pair, 0, -120);
  await finger.up();
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBeGreaterThan(scrolled + 50);
  expect(await rectOf(page, below)).toEqual({ left: 40, top: 420, width: 420, height: 300 });
});

test('a header button takes a finger 8 px above the frame, where the north handle would', async ({ page }) => {
  await dismissWelcome(page);
  await openWindow(page, { title: 'Tap me', left: 200, top: 200, width: 420, height: 300 });
  const close = await windowDialog(page, 'Tap me').getByRole('button', { name: 'Close' }).boundingBox();
  if (!close) throw new Error('no Close button');
  await page.touchscreen.tap(close.x + close.width / 2, close.y - 8);
  await expect(windowDialog(page, 'Tap me')).toHaveCount(0);
});

test('a long press opens the menu a right-click does: on the desktop, a widget and a window header; a finger that moves drags instead', async ({ page }) => {
  const finger = await Finger.on(page);
  const desktopMenu = page.getByRole('menu', { name: 'Desktop' });
  await finger.longPress({ x: 500, y: 400 }, desktopMenu);
  await page.getByRole('menuitem', { name: 'Add Widget' }).tap();
  await page.getByRole('menu', { name: 'Add Widget' }).getByRole('menuitem', { name: 'Digital Clock' }).tap();
  const clock = page.getByRole('group', { name: 'Digital Clock' });
  await expect(clock).toBeVisible();
  const added = await clock.boundingBox();
  await finger.drag(await middleOf(clock), -100, 60);
  await expect.poll(() => clock.boundingBox()).toEqual(added && { ...added, x: added.x - 100, y: added.y + 60 });

  const clockMenu = page.getByRole('menu', { name: 'Digital Clock' });
  const before = await clock.boundingBox();
  await finger.longPress(await middleOf(clock), clockMenu);
  // The press was no drag: the clock stayed where it was.
  expect(await clock.boundingBox()).toEqual(before);
  await clockMenu.getByRole('menuitem', { name: 'Remove' }).tap();
  await expect(clock).toHaveCount(0);

  const wid = await openWindow(page, { title: 'Hold me', left: 200, top: 100, width: 420, height: 300 });
  const header = await middleOf(moveHandle(page, 'Hold me'));
  await finger.longPress(header, windowMenu(page));
  await expect(windowMenu(page).getByRole('menuitem', { name: 'Maximize' })).toBeVisible();
  await windowIsAt(page, wid, { left: 200, top: 100, width: 420, height: 300 });
  // Lifting the finger chose nothing: the menu waits for a tap.
  await expect(windowMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(windowMenu(page)).toHaveCount(0);

  // A finger that moves at once drags the window, and no menu opens however long it then rests.
  await finger.down(header);
  await finger.move([header], 80, 40);
  await windowIsAt(page, wid, { left: 280, top: 140, width: 420, height: 300 }, 1);
  await expect(moveHandle(page, 'Hold me')).toBeVisible();
  // A menu that does not come can only be waited for: twice a long press's time.
  const rested = await page.evaluate(() => performance.now());
  await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(rested + 2 * LONG_PRESS_MS);
  await expect(windowMenu(page)).toHaveCount(0);
  await finger.up();
});

test('a long press on a file in Files selects it and opens its menu', async ({ page }) => {
  const finger = await Finger.on(page);
  await page.keyboard.press('Alt+a');
  await page.keyboard.type('Files');
  await page.keyboard.press('Enter');
  const files = windowDialog(page, 'Home');
  const welcome = files.getByRole('row', { name: 'Welcome.txt' });
  await expect(welcome).toBeVisible();

  const menu = page.getByRole('menu', { name: 'File actions' });
  await finger.longPress(await middleOf(welcome), menu);
  await expect(welcome).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
});

test('a finger snaps a window to the left half by its header, a long press on the snapped header leaves it snapped, and dragging it away restores its size', async ({ page }) => {
  const finger = await Finger.on(page);
  const wid = await openWindow(page, { title: 'Snap me', left: 300, top: 200, width: 480, height: 360 });
  const header = await middleOf(moveHandle(page, 'Snap me'));
  await finger.down(header);
  await finger.move([header], 2 - header.x, 0);
  // The preview of the left half of the desktop below the panel, while the finger is down.
  await expect.poll(async () => page.getByTestId('snap-preview').boundingBox()).toEqual({ x: 0, y: 40, width: 512, height: 728 });
  await finger.up();
  const leftHalf = { left: 0, top: 40, width: 512, height: 728 };
  await windowIsAt(page, wid, leftHalf);
  await expect.poll(async () => (await windowState(page, wid)).snap).toBe('left');

  // A finger resting on the header moves nothing before its menu opens: the window stays snapped.
  const snapped = await middleOf(moveHandle(page, 'Snap me'));
  await finger.longPress(snapped, windowMenu(page));
  await page.keyboard.press('Escape');
  expect(await windowState(page, wid)).toMatchObject({ snap: 'left', ...leftHalf });

  await finger.drag(snapped, 300, 100);
  await expect.poll(async () => (await windowState(page, wid)).snap).toBeNull();
  expect(await rectOf(page, wid)).toMatchObject({ width: 480, height: 360 });
});
