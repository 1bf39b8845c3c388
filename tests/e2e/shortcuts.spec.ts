import type { Page } from '@playwright/test';
import { expect, openPreferences, panel, signInToDesktop, test } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const group = (page: Page, name: string) => sheet(page).getByRole('group', { name, exact: true });

test('Ctrl+/ lists the desktop and the plugins by group, search narrows it, arrows select, Escape closes and gives the focus back', async ({ page }) => {
  const trayButton = panel(page).getByRole('button', { name: 'Search files (F3)' });
  await trayButton.focus();
  await page.keyboard.press('Control+/');
  const search = sheet(page).getByRole('combobox', { name: 'Search shortcuts' });
  await expect(search).toBeFocused();

  // The desktop's own, then the plugins' under their titles, each with its keys.
  await expect(sheet(page).getByRole('group')).toHaveText([/^Desktop/, /^Windows/, /^Workspaces/, /^Applications/, /^Search/]);
  await expect(group(page, 'Desktop').getByRole('option')).toHaveText(['Show or hide the keyboard shortcutsCtrl/', 'Open the context menu of what has the focusShiftF10']);
  await expect(group(page, 'Desktop').getByRole('option').first().locator('kbd')).toHaveText(['Ctrl', '/']);
  await expect(group(page, 'Windows').getByRole('option')).toContainText(['Move the focused window or widgetAlt←↑→↓', 'Resize the focused window or widgetAltShift←↑→↓']);
  await expect(group(page, 'Workspaces').getByRole('option').first()).toHaveText('Show the previous workspaceCtrlAltPgUp');
  await expect(group(page, 'Applications').getByRole('option')).toHaveText(['Open or close the application menuAltA']);
  await expect(group(page, 'Search').getByRole('option')).toHaveText(['Show or hide the file searchF3']);

  // By description, by key, by group; every word must match.
  await search.fill('file');
  await expect(sheet(page).getByRole('option')).toHaveText([/^Show or hide the file search/]);
  await search.fill('menu alt');
  await expect(sheet(page).getByRole('option')).toHaveText([/^Open or close the application menu/]);
  await search.fill('desktop ctrl');
  await expect(sheet(page).getByRole('option')).toHaveText([/^Show or hide the keyboard shortcuts/]);
  await search.fill('nothing like it');
  await expect(sheet(page).getByRole('option')).toHaveCount(0);
  await expect(sheet(page).getByRole('status')).toHaveText('No shortcut matches “nothing like it”.');

  await search.fill('');
  await page.keyboard.press('ArrowDown');
  await expect(sheet(page).getByRole('option', { selected: true })).toHaveText(/^Show or hide the keyboard shortcuts/);
  await page.keyboard.press('ArrowUp');
  await expect(sheet(page).getByRole('option', { selected: true })).toHaveText(/^Show or hide the file search/);
  await page.keyboard.press('ArrowDown');
  await expect(sheet(page).getByRole('option', { selected: true })).toHaveText(/^Show or hide the keyboard shortcuts/);

  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
  await expect(trayButton).toBeFocused();

  // Ctrl+/ again shows it afresh, and hides it.
  await page.keyboard.press('Control+/');
  await expect(sheet(page).getByRole('combobox')).toHaveValue('');
  await page.keyboard.press('Control+/');
  await expect(sheet(page)).toHaveCount(0);
  await expect(trayButton).toBeFocused();
});

test('a window that opens while the sheet is open leaves the keyboard in the sheet', async ({ page }) => {
  await page.keyboard.press('Control+/');
  const search = sheet(page).getByRole('combobox', { name: 'Search shortcuts' });
  await expect(search).toBeFocused();

  // As a window restored late after sign-in does: it is the focused window, and it has mounted.
  const wid = await page.evaluate(() => {
    if (!window.atrium?.windows) throw new Error('no automation handle');
    return window.atrium.windows.open();
  });
  await expect(page.locator(`section[data-wid="${wid}"].window--focused`)).toBeAttached();
  // React runs the window's effects before the next frame's task ends.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(search).toBeFocused();
  await page.keyboard.type('file');
  await expect(sheet(page).getByRole('option')).toHaveText([/^Show or hide the file search/]);
});

test('a chord changed in the settings shows at once, and the sheet follows the language', async ({ page }) => {
  const preferences = await openPreferences(page);
  await preferences.getByRole('button', { name: 'Change the shortcut of “Open or close the application menu”' }).click();
  await page.keyboard.press('Alt+m');
  await page.keyboard.press('Control+/');
  await expect(group(page, 'Applications').locator('kbd')).toHaveText(['Alt', 'M']);
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(sheet(page)).toHaveCount(0);

  await preferences.getByLabel('Display language').selectOption('de_DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.keyboard.press('Control+/');
  const german = page.getByRole('dialog', { name: 'Tastenkombinationen' });
  await expect(german.getByRole('group')).toHaveText([/^Desktop/, /^Fenster/, /^Arbeitsflächen/, /^Anwendungen/, /^Suche/]);
  await expect(german.getByRole('group', { name: 'Desktop' }).getByRole('option').first().locator('kbd')).toHaveText(['Strg', '/']);
  await expect(german.getByRole('group', { name: 'Anwendungen' }).getByRole('option')).toHaveText(['Anwendungsmenü öffnen oder schließenAltM']);
  await page.screenshot({ path: test.info().outputPath('sheet-de.png') });
});
