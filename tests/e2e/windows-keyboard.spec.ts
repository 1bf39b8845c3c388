import {
  expect,
  moveHandle,
  openWindow,
  signInToDesktop,
  test,
  windowDialog,
  windowIsAt,
  windowIsFocused,
  windowIsMaximized,
  windowIsMinimized,
  windowMenu,
} from './fixtures';

const START = { left: 300, top: 200, width: 420, height: 300 };

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test.describe('keyboard', () => {
  test('Alt+ArrowRight moves the focused window 10 px; Alt+Shift+ArrowDown makes it 10 px taller', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Keys', ...START });
    // A new focused window puts keyboard focus on its first control.
    await expect(windowDialog(page, 'Keys').getByRole('button', { name: 'Clicked 0 times' })).toBeFocused();

    await page.keyboard.press('Alt+ArrowRight');
    await windowIsAt(page, wid, { ...START, left: START.left + 10 });
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await windowIsAt(page, wid, { ...START, left: START.left + 10, height: START.height + 10 });
  });

  test('plain arrows on the focused move handle move the window', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Keys', ...START });
    await moveHandle(page, 'Keys').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await windowIsAt(page, wid, { ...START, left: START.left - 10, top: START.top - 10 });
  });

  test('Tab from the last control wraps to the first in the same window, and Shift+Tab back', async ({ page }) => {
    await openWindow(page, { title: 'Other', left: 20, top: 60, width: 420, height: 300 });
    await openWindow(page, { title: 'Keys', ...START });
    const dialog = windowDialog(page, 'Keys');
    const first = dialog.getByRole('button', { name: 'Clicked 0 times' });
    const last = dialog.getByRole('button', { name: 'Close' });

    await last.focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
  });

  test('Tab in the Notes text area inserts a tab character', async ({ page }) => {
    await openWindow(page, { title: 'Keys', ...START });
    const notes = windowDialog(page, 'Keys').getByLabel('Notes');
    await notes.click();
    await page.keyboard.type('a');
    await page.keyboard.press('Tab');
    await page.keyboard.type('b');
    await expect(notes).toHaveValue('a\tb');
    await expect(notes).toBeFocused();
  });
});

test.describe('window menu', () => {
  test('right-click on the header opens the menu, and Maximize maximizes', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Menu', ...START });
    await moveHandle(page, 'Menu').click({ button: 'right' });
    const menu = windowMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Maximize', 'Minimize', 'Tile all', 'Close']);

    await menu.getByRole('menuitem', { name: 'Maximize' }).click();
    await expect(menu).toHaveCount(0);
    await windowIsMaximized(page, wid, 'Menu');

    await moveHandle(page, 'Menu').click({ button: 'right' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Restore', 'Minimize', 'Tile all', 'Close']);
    await menu.getByRole('menuitem', { name: 'Restore' }).click();
    await windowIsAt(page, wid, START);
  });

  test('Shift+F10 on the move handle opens the menu; ArrowDown and Enter run Minimize', async ({ page }) => {
    const other = await openWindow(page, { title: 'Other', left: 20, top: 60, width: 420, height: 300 });
    const wid = await openWindow(page, { title: 'Menu', ...START });
    await moveHandle(page, 'Menu').focus();
    await page.keyboard.press('Shift+F10');

    const menu = windowMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Maximize' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Minimize' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(menu).toHaveCount(0);
    await windowIsMinimized(page, wid, 'Menu');
    await windowIsFocused(page, other);
  });

  test('Escape closes the menu and returns focus to the move handle; nothing else changes', async ({ page }) => {
    const wid = await openWindow(page, { title: 'Menu', ...START });
    await moveHandle(page, 'Menu').focus();
    await page.keyboard.press('Shift+F10');
    await expect(windowMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(windowMenu(page)).toHaveCount(0);
    await expect(moveHandle(page, 'Menu')).toBeFocused();
    await windowIsAt(page, wid, START);
  });
});
