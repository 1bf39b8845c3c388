import { dialogIsClosed, expect, openDialog, showDialog, signInToDesktop, test, windowDialog, windowIsBusy } from './fixtures';

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

// The file dialogs browse the user's real files: a test user's home holds the demo's sample files.
test.describe('file open', () => {
  test('by mouse: a double-click enters a folder, Up goes back, a click picks a file and Open answers it', async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'open' });
    const dialog = windowDialog(page, 'Open');
    const open = dialog.getByRole('button', { name: 'Open' });
    const names = dialog.locator('.file-list__name');
    await expect(names).toHaveText(['Documents', 'Pictures', 'Welcome.txt']);
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue('home');
    await expect(open).toBeDisabled();
    await dialog.getByRole('option', { name: 'Pictures' }).dblclick();
    await expect(dialog.getByRole('listbox', { name: 'Files in home:/Pictures' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Up' }).click();
    await dialog.getByRole('option', { name: 'Documents' }).dblclick();
    await expect(names).toHaveText(['Budget 2026.csv', 'Meeting notes.md', 'Quarterly report.pdf']);
    await dialog.getByRole('option', { name: 'Quarterly report.pdf' }).click();
    await open.click();
    expect(await answer).toMatchObject({
      reason: 'ok',
      value: {
        path: 'home:/Documents/Quarterly report.pdf',
        filename: 'Quarterly report.pdf',
        entry: { path: 'home:/Documents/Quarterly report.pdf', isFile: true, mime: 'application/pdf' },
      },
    });
    await dialogIsClosed(page, 'Open');
  });

  test('by keyboard: the list has focus, arrows choose, Enter enters a folder and accepts a file', async ({ page }) => {
    const answer = showDialog(page, 'file', { mode: 'open' });
    const dialog = windowDialog(page, 'Open');
    const list = dialog.getByRole('listbox', { name: 'Files in home:/' });
    await expect(list).toBeFocused();
    await expect(list.getByRole('option')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Pictures' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    const pictures = dialog.getByRole('listbox', { name: 'Files in home:/Pictures' });
    await expect(pictures).toBeFocused();
    await expect(pictures.getByRole('option')).toHaveCount(2);
    await page.keyboard.press('End');
    await expect(pictures.getByRole('option', { name: 'Sunrise.png' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    expect(await answer).toMatchObject({ reason: 'ok', value: { path: 'home:/Pictures/Sunrise.png', filename: 'Sunrise.png' } });
    await dialogIsClosed(page, 'Open');
  });

  test("offers the visible mounts: the account's shared folder lists its files", async ({ page }) => {
    openDialog(page, 'file', { mode: 'open' });
    const dialog = windowDialog(page, 'Open');
    const location = dialog.getByRole('combobox', { name: 'Location' });
    await expect(location.getByRole('option')).toHaveText(['Home', 'Shared']);
    await location.selectOption('bos');
    await expect(dialog.getByRole('listbox', { name: 'Files in bos:/' }).getByRole('option')).toHaveText([/^Reports/, /^Team/]);
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
    await dialog.getByRole('option', { name: 'Welcome.txt' }).click();
    await expect(dialog.getByRole('textbox', { name: 'File name' })).toHaveValue('Welcome.txt');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const confirm = windowDialog(page, 'Confirm');
    await expect(confirm.getByText('Do you want to overwrite home:/Welcome.txt?')).toBeVisible();
    await windowIsBusy(page, 'Save notes');
    await confirm.getByRole('button', { name: 'No' }).click();
    await dialogIsClosed(page, 'Confirm');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await windowDialog(page, 'Confirm').getByRole('button', { name: 'Yes' }).click();
    expect(await answer).toMatchObject({ reason: 'ok', value: { path: 'home:/Welcome.txt', filename: 'Welcome.txt', entry: { mime: 'text/plain' } } });
    await dialogIsClosed(page, 'Save notes');
  });

  test('a name that cannot be one is shown, not thrown away', async ({ page }) => {
    openDialog(page, 'file', { mode: 'save' });
    const dialog = windowDialog(page, 'Save as');
    await dialog.getByRole('textbox', { name: 'File name' }).fill('a/b.txt');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText("'a/b.txt' is not a valid name");
    await expect(dialog).toBeVisible();
  });
});
