import { dialogIsClosed, expect, showDialog, signInToDesktop, test, windowDialog, windowIsBusy } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test.describe('default application', () => {
  const apps = [
    { name: 'editor', title: 'Text Editor' },
    { name: 'notes', title: 'Notes' },
    { name: 'viewer', title: 'Viewer' },
  ];

  test('by mouse: OK waits for a click on an app; the box remembers; a double-click accepts', async ({ page }) => {
    const first = showDialog(page, 'defaultApplication', { mime: 'text/plain', apps });
    const dialog = windowDialog(page, 'Open with');
    await expect(dialog.getByRole('listbox', { name: 'Open text/plain files with:' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await dialog.getByRole('option', { name: 'Notes' }).click();
    await dialog.getByRole('checkbox', { name: 'Remember my choice' }).check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await first).toEqual({ reason: 'ok', value: { app: 'notes', remember: true } });

    const second = showDialog(page, 'defaultApplication', { mime: 'image/png', apps });
    await windowDialog(page, 'Open with').getByRole('option', { name: 'Viewer' }).dblclick();
    expect(await second).toEqual({ reason: 'ok', value: { app: 'viewer', remember: false } });
    await dialogIsClosed(page, 'Open with');
  });

  test('by keyboard: arrows choose, Space ticks the box, Enter on OK accepts; Escape answers esc', async ({ page }) => {
    const first = showDialog(page, 'defaultApplication', { title: 'Open Notes.txt with', mime: 'text/plain', apps, value: 'editor' });
    const dialog = windowDialog(page, 'Open Notes.txt with');
    const list = dialog.getByRole('listbox');
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list).toHaveValue('notes');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await first).toEqual({ reason: 'ok', value: { app: 'notes', remember: true } });

    const second = showDialog(page, 'defaultApplication', { mime: 'text/plain', apps, value: 'viewer' });
    await expect(windowDialog(page, 'Open with').getByRole('listbox')).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await second).toEqual({ reason: 'esc', value: null });
    await dialogIsClosed(page, 'Open with');
  });
});

test.describe('file open', () => {
  test('by mouse: a double-click enters a folder, Up goes back, a click picks a file and Open answers it', async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'open' });
    const dialog = windowDialog(page, 'Open');
    const open = dialog.getByRole('button', { name: 'Open' });
    await expect(dialog.getByRole('option')).toHaveText(['Documents/', 'Pictures/', 'Todo.txt']);
    await expect(open).toBeDisabled();
    await dialog.getByRole('option', { name: 'Pictures/' }).dblclick();
    await expect(dialog.getByRole('listbox', { name: 'Files in home:/Pictures' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Up' }).click();
    await dialog.getByRole('option', { name: 'Documents/' }).dblclick();
    await expect(dialog.getByRole('option')).toHaveText(['Drafts/', 'Notes.txt', 'Report.pdf']);
    await dialog.getByRole('option', { name: 'Report.pdf' }).click();
    await open.click();
    expect(await answer).toEqual({
      reason: 'ok',
      value: {
        path: 'home:/Documents/Report.pdf',
        filename: 'Report.pdf',
        entry: { filename: 'Report.pdf', path: 'home:/Documents/Report.pdf', isDirectory: false, isFile: true, mime: 'application/pdf', size: 48213 },
      },
    });
    await dialogIsClosed(page, 'Open');
  });

  test('by keyboard: the list has focus, Enter enters a folder and accepts a file', async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'open' });
    const dialog = windowDialog(page, 'Open');
    await expect(dialog.getByRole('listbox', { name: 'Files in home:/' })).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('listbox')).toHaveValue('home:/Pictures');
    await page.keyboard.press('Enter');
    const pictures = dialog.getByRole('listbox', { name: 'Files in home:/Pictures' });
    await expect(pictures).toBeFocused();
    await expect(pictures.getByRole('option')).toHaveCount(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(pictures).toHaveValue('home:/Pictures/Logo.svg');
    await page.keyboard.press('Enter');
    expect(await answer).toMatchObject({ reason: 'ok', value: { path: 'home:/Pictures/Logo.svg', filename: 'Logo.svg' } });
    await dialogIsClosed(page, 'Open');
  });
});

test.describe('file save', () => {
  test("a new name: typed over 'New File' and saved with Enter", async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'save', path: 'home:/Documents' });
    const dialog = windowDialog(page, 'Save as');
    const name = dialog.getByRole('textbox', { name: 'File name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('New File');
    await name.fill('');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.keyboard.type('Plan.txt');
    await page.keyboard.press('Enter');
    expect(await answer).toEqual({ reason: 'ok', value: { path: 'home:/Documents/Plan.txt', filename: 'Plan.txt' } });
    await dialogIsClosed(page, 'Save as');
  });

  test('over an existing file: the overwrite question blocks the dialog; No keeps it, Yes answers', async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'save', title: 'Save notes' });
    const dialog = windowDialog(page, 'Save notes');
    await dialog.getByRole('option', { name: 'Todo.txt' }).click();
    await expect(dialog.getByRole('textbox', { name: 'File name' })).toHaveValue('Todo.txt');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const confirm = windowDialog(page, 'Confirm');
    await expect(confirm.getByText('Do you want to overwrite home:/Todo.txt?')).toBeVisible();
    await windowIsBusy(page, 'Save notes');
    await confirm.getByRole('button', { name: 'No' }).click();
    await dialogIsClosed(page, 'Confirm');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await windowDialog(page, 'Confirm').getByRole('button', { name: 'Yes' }).click();
    expect(await answer).toMatchObject({ reason: 'ok', value: { path: 'home:/Todo.txt', filename: 'Todo.txt', entry: { size: 312 } } });
    await dialogIsClosed(page, 'Save notes');
  });
});
