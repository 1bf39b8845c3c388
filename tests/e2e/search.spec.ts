import type { Page } from '@playwright/test';
import { expect, serverState, signInToDesktop, test, windowDialog } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' });

test('F3 search by keyboard alone: F3, a name, Enter, Down, Enter opens the image in the Viewer', async ({ page }) => {
  await page.keyboard.press('F3');
  const search = overlay(page);
  const box = search.getByRole('combobox', { name: 'Search files' });
  await expect(box).toBeFocused();
  await expect(search.getByRole('status')).toHaveText('Type part of a file name and press Enter.');
  await page.keyboard.type('sunrise');
  await page.keyboard.press('Enter');
  await expect(search.getByRole('status')).toHaveText('Files found: 1');
  const result = search.getByRole('option');
  await expect(result).toHaveText(['home:/Pictures/Sunrise.png (image/png)']);
  await expect(result.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await page.keyboard.press('ArrowDown');
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);

  // An image has one application, the Viewer: it opens at once and shows it through a signed URL.
  const viewer = windowDialog(page, 'Sunrise.png');
  const image = viewer.getByRole('img', { name: 'Sunrise.png' });
  await expect(image).toHaveAttribute('src', /^\/vfs\/readfile\?/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test('Up and Down wrap; Escape clears the selection, then hides; F3 and the tray icon toggle it afresh', async ({ page }) => {
  const trayIcon = page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Search files (F3)' });
  await expect(trayIcon).toHaveAttribute('title', 'Search files (F3)');
  await page.keyboard.press('F3');
  const search = overlay(page);
  await page.keyboard.type('e');
  await page.keyboard.press('Enter');
  const results = search.getByRole('option');
  await expect.poll(() => results.count()).toBeGreaterThan(2);
  const count = await results.count();
  await page.keyboard.press('ArrowUp');
  await expect(results.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(search.getByRole('option', { selected: true })).toHaveCount(0);
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);

  await trayIcon.click();
  await expect(overlay(page).getByRole('combobox')).toHaveValue('');
  await expect(overlay(page).getByRole('option')).toHaveCount(0);
  await page.keyboard.press('F3');
  await expect(overlay(page)).toHaveCount(0);
});

test('losing the focus with nothing typed hides it', async ({ page }) => {
  await page.keyboard.press('F3');
  await expect(overlay(page).getByRole('combobox')).toBeFocused();
  await page.mouse.click(640, 500);
  await expect(overlay(page)).toHaveCount(0);
});

test('a text file asks which application opens it; Remember keeps the choice, and the next time it opens at once', async ({ page, request, user }) => {
  const open = async () => {
    await page.keyboard.press('F3');
    await page.keyboard.type('welcome');
    await page.keyboard.press('Enter');
    await expect(overlay(page).getByRole('option')).toHaveText(['home:/Welcome.txt (text/plain)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  };
  await open();
  const chooser = windowDialog(page, 'Open Welcome.txt with');
  const list = chooser.getByRole('listbox', { name: 'Open text/plain files with:' });
  await expect(list).toBeFocused();
  await expect(list.getByRole('option')).toHaveText(['Notes', 'Viewer']);
  await page.keyboard.press('ArrowDown');
  await expect(list).toHaveValue('Notes');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(chooser.getByRole('checkbox', { name: 'Remember my choice' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  const notes = windowDialog(page, 'Notes');
  await expect(notes.getByRole('tab', { name: 'Welcome.txt', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(notes.getByRole('textbox')).toHaveValue(/Atrium/);
  const server = await serverState(request, user);
  await expect.poll(async () => (await server.settings()).desktop?.defaultApplications).toEqual({ 'text/plain': 'Notes' });

  // Notes on its first page; the same file again goes to the running Notes without a question.
  await notes.getByRole('tab', { name: 'Notes', exact: true }).click();
  await open();
  await expect(notes.getByRole('tab', { name: 'Welcome.txt', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(windowDialog(page, 'Open Welcome.txt with')).toHaveCount(0);
  await expect(notes).toHaveCount(1);
});

test('a file no application opens is said so', async ({ page }) => {
  await page.keyboard.press('F3');
  await page.keyboard.type('quarterly');
  await page.keyboard.press('Enter');
  await expect(overlay(page).getByRole('option')).toHaveText(['home:/Documents/Quarterly report.pdf (application/pdf)']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const alert = windowDialog(page, 'Cannot open');
  await expect(alert).toContainText('No application can open Quarterly report.pdf (application/pdf)');
});
