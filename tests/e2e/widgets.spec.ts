import type { Page } from '@playwright/test';
import type { WidgetInfo } from '../../engine/automation';
import { canvasesAreIdle, desktopIsShown, dismissWelcome, dragBy, expect, serverState, signInAt, signInToDesktop, test, useOwnServer, widgetPixels, windowDialog } from './fixtures';

const clock = (page: Page) => page.getByRole('group', { name: 'Digital Clock' });
const desktop = (page: Page) => page.getByRole('region', { name: 'Desktop' });

async function widgets(page: Page): Promise<WidgetInfo[]> {
  return page.evaluate(() => window.atrium?.widgets?.list() ?? []);
}

/** The clock's box on the page, once it has drawn. */
async function shownClock(page: Page) {
  await expect.poll(() => widgetPixels(clock(page)), { message: 'the clock has drawn' }).toBeGreaterThan(0);
  await canvasesAreIdle(page);
  return clock(page).boundingBox();
}

test.describe('on a desktop of their own', () => {
  test.beforeEach(async ({ page, user }) => {
    await signInToDesktop(page, user);
    await dismissWelcome(page);
  });

  test('a clock added from the desktop menu shows where it was asked for, moves by its body, and is there again after a reload', async ({ page, request, user }) => {
    await page.mouse.click(400, 300, { button: 'right' });
    await page.getByRole('menu', { name: 'Desktop' }).getByRole('menuitem', { name: 'Add Widget' }).click();
    await page.getByRole('menu', { name: 'Add Widget' }).getByRole('menuitem', { name: 'Digital Clock' }).click();
    expect(await shownClock(page)).toEqual({ x: 400, y: 300, width: 300, height: 50 });

    await dragBy(page, clock(page), -100, 200);
    await expect.poll(() => clock(page).boundingBox()).toEqual({ x: 300, y: 500, width: 300, height: 50 });
    // Saved 100 ms after the release, relative to the desktop (which starts below the 40 px panel).
    const stored = await serverState(request, user);
    await expect
      .poll(async () => (await stored.settings()).desktop?.widgets)
      .toEqual([{ name: 'digitalclock', options: { position: { top: 460, left: 300 }, dimension: { width: 300, height: 50 } } }]);

    await page.reload();
    await desktopIsShown(page, user);
    expect(await shownClock(page)).toEqual({ x: 300, y: 500, width: 300, height: 50 });
  });

  test('from the keyboard: the desktop menu adds a clock 15 px from the corner, Alt+arrows move and resize it, its menu removes it', async ({ page }) => {
    await desktop(page).focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: 'Add Widget' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Digital Clock' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await shownClock(page)).toEqual({ x: 15, y: 55, width: 300, height: 50 });

    await clock(page).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect.poll(() => widgets(page)).toMatchObject([{ name: 'digitalclock', left: 25, top: 55, width: 300, height: 60 }]);

    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Digital Clock' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Set Color', 'Set Font', 'Remove Widget']);
    await menu.getByRole('menuitem', { name: 'Remove Widget' }).press('Enter');
    await expect(clock(page)).toHaveCount(0);
    expect(await widgets(page)).toEqual([]);
  });

  test('Set Color and Set Font change the clock on OK only, Cancel discards, one dialog at a time', async ({ page }) => {
    const id = await page.evaluate(() => window.atrium?.widgets?.add('digitalclock', { left: 200, top: 200 }) ?? 0);
    await shownClock(page);
    const openFromMenu = async (item: string) => {
      await clock(page).click({ button: 'right' });
      await page.getByRole('menu', { name: 'Digital Clock' }).getByRole('menuitem', { name: item }).click();
    };

    await openFromMenu('Set Color');
    const colour = windowDialog(page, 'Colour');
    await expect(colour.getByRole('textbox', { name: 'Hex' })).toHaveValue('#ffffff');
    await colour.getByRole('textbox', { name: 'Hex' }).fill('#ff0000');
    await colour.getByRole('button', { name: 'Cancel' }).click();
    await expect(colour).toHaveCount(0);
    expect((await widgets(page))[0]?.options).toEqual({});

    await openFromMenu('Set Color');
    // While it is open the clock's dialogs are not offered again.
    await clock(page).click({ button: 'right', force: true });
    await expect(page.getByRole('menu', { name: 'Digital Clock' }).getByRole('menuitem', { name: 'Set Font' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await colour.getByRole('textbox', { name: 'Hex' }).fill('#ff0000');
    await colour.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await widgets(page))[0]?.options).toEqual({ fontColor: '#ff0000' });

    await openFromMenu('Set Font');
    const font = windowDialog(page, 'Font');
    await expect(font.getByRole('combobox', { name: 'Font' })).toHaveValue('Monospace');
    await font.getByRole('combobox', { name: 'Font' }).selectOption('Serif');
    await font.getByRole('button', { name: 'Cancel' }).click();
    await expect(font).toHaveCount(0);
    expect((await widgets(page))[0]?.options).toEqual({ fontColor: '#ff0000' });

    await openFromMenu('Set Font');
    await font.getByRole('combobox', { name: 'Font' }).selectOption('Serif');
    await font.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await widgets(page))[0]?.options).toEqual({ fontColor: '#ff0000', fontFamily: 'Serif' });

    // Removing the clock closes its open dialog.
    await openFromMenu('Set Color');
    await expect(colour).toBeVisible();
    await page.evaluate((widget) => window.atrium?.widgets?.remove(widget), id);
    await expect(colour).toHaveCount(0);
  });

  test("the browser's own menu is kept for text fields and tables only", async ({ page }) => {
    await page.evaluate(() => window.atrium?.windows?.open({ left: 100, top: 100, width: 400, height: 300 }));
    const prevented = await page.evaluate(() =>
      ['.window__content p', '.window__content textarea', '.widget-layer'].map((selector) => {
        const target = document.querySelector(selector);
        if (!target) return `no ${selector}`;
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(prevented).toEqual([true, false, true]);
  });

  test('while a widget or a window is dragged the desktop has a window action in progress', async ({ page }) => {
    await page.evaluate(() => window.atrium?.widgets?.add('digitalclock', { left: 100, top: 100 }));
    await page.evaluate(() => window.atrium?.windows?.open({ left: 500, top: 300, width: 300, height: 200 }));
    const box = await shownClock(page);
    if (!box) throw new Error('the clock has no box');
    const inAction = page.locator('.desktop[data-window-action]');
    await expect(inAction).toHaveCount(0);
    await page.mouse.move(box.x + 50, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 40, { steps: 3 });
    await expect(inAction).toHaveCount(1);
    await expect(clock(page)).toHaveClass(/widget--active/);
    await page.mouse.up();
    await expect(inAction).toHaveCount(0);
    await expect(clock(page)).not.toHaveClass(/widget--active/);

    const header = page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true });
    const start = await header.boundingBox();
    if (!start) throw new Error('the window has no header');
    await page.mouse.move(start.x + 40, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + 90, start.y + 60, { steps: 3 });
    await expect(inAction).toHaveCount(1);
    await page.mouse.up();
    await expect(inAction).toHaveCount(0);
  });

  test("a widget's canvas takes no render pass of its own, which would make layers of the windows over it", async ({ page }) => {
    await page.evaluate(() => window.atrium?.widgets?.add('digitalclock', { left: 100, top: 100 }));
    await shownClock(page);
    expect(await clock(page).locator('canvas').evaluate((canvas) => getComputedStyle(canvas).willChange)).toBe('auto');
  });

  test('the corner handle resizes the clock between its smallest and largest size', async ({ page }) => {
    await page.evaluate(() => window.atrium?.widgets?.add('digitalclock', { left: 100, top: 100 }));
    await shownClock(page);
    const handle = clock(page).locator('.widget__resize');
    await dragBy(page, handle, 100, 30);
    await expect.poll(() => clock(page).boundingBox()).toEqual({ x: 100, y: 100, width: 400, height: 80 });
    await dragBy(page, handle, -600, -600);
    await expect.poll(() => clock(page).boundingBox()).toEqual({ x: 100, y: 100, width: 150, height: 25 });
    await expect.poll(() => widgets(page)).toMatchObject([{ width: 150, height: 25 }]);
  });
});

test.describe('a locked desktop', () => {
  // The site's widgets (DESKTOP_WIDGETS) are what a locked desktop shows: it reads no user's.
  const site = [{ name: 'digitalclock', options: { position: { left: 200, top: 100 }, fontColor: '#00ff00' } }];
  const server = useOwnServer([], { SETTINGS_LOCK: 'desktop', DESKTOP_WIDGETS: JSON.stringify(site) });

  test("shows the site's widgets and offers no Add, Move, Resize or Remove", async ({ page }) => {
    await signInAt(page, server());
    expect(await shownClock(page)).toEqual({ x: 200, y: 140, width: 300, height: 50 });
    expect(await widgets(page)).toMatchObject([{ name: 'digitalclock', left: 200, top: 140, options: { fontColor: '#00ff00' } }]);

    await page.mouse.click(640, 600, { button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Add Widget' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.atrium?.widgets?.add('digitalclock'))).toBeNull();

    await dragBy(page, clock(page), 100, 100);
    await clock(page).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect(clock(page).locator('.widget__resize')).toHaveCount(0);
    await expect(page.locator('.desktop[data-window-action]')).toHaveCount(0);
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Digital Clock' });
    for (const item of ['Set Color', 'Set Font', 'Remove Widget']) await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    expect(await clock(page).boundingBox()).toEqual({ x: 200, y: 140, width: 300, height: 50 });
  });
});
