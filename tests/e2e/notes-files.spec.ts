import { dialogIsClosed, expect, signInToDesktop, test, windowDialog, windowIsBusy } from './fixtures';
import { vfsState } from './vfsState';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test('Notes saves through the save dialog: an existing name asks to overwrite, No keeps the file, a new name saves it', async ({ page, request, user }) => {
  const files = await vfsState(request, user);
  const welcome = await files.readfile('home:/Welcome.txt');
  await page.evaluate(() => window.atrium?.apps?.launch('Notes'));
  const notes = windowDialog(page, 'Notes');
  const text = notes.getByRole('textbox');
  await text.fill('Call Ada at ten');
  await expect(notes.getByRole('tab', { name: 'Notes (modified)' })).toBeVisible();

  await page.keyboard.press('Control+s');
  const save = windowDialog(page, 'Save as');
  const name = save.getByRole('textbox', { name: 'File name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('New File');
  await windowIsBusy(page, 'Notes');
  await name.fill('Welcome.txt');
  await page.keyboard.press('Enter');
  const confirm = windowDialog(page, 'Confirm');
  await expect(confirm.getByText('Do you want to overwrite home:/Welcome.txt?')).toBeVisible();
  await windowIsBusy(page, 'Save as');
  await confirm.getByRole('button', { name: 'No' }).click();
  await dialogIsClosed(page, 'Confirm');
  expect(await files.readfile('home:/Welcome.txt')).toBe(welcome);

  await name.fill('Call list.txt');
  await save.getByRole('button', { name: 'Save' }).click();
  await dialogIsClosed(page, 'Save as');
  await expect(notes.getByRole('tab', { name: 'Call list.txt', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await files.readfile('home:/Call list.txt')).toBe('Call Ada at ten');
});

test('Save As onto an existing file writes it on Yes; Ctrl+S then saves to it without asking', async ({ page, request, user }) => {
  const files = await vfsState(request, user);
  await files.writefile('home:/Documents/Plan.txt', 'old plan');
  await page.evaluate(() => window.atrium?.apps?.launch('Notes'));
  const notes = windowDialog(page, 'Notes');
  await notes.getByRole('textbox').fill('new plan');
  await notes.getByRole('button', { name: 'Save As…' }).click();
  const save = windowDialog(page, 'Save as');
  await save.getByRole('option', { name: 'Documents' }).dblclick();
  await save.getByRole('option', { name: 'Plan.txt' }).click();
  await expect(save.getByRole('textbox', { name: 'File name' })).toHaveValue('Plan.txt');
  await save.getByRole('button', { name: 'Save' }).click();
  await windowDialog(page, 'Confirm').getByRole('button', { name: 'Yes' }).click();
  await dialogIsClosed(page, 'Save as');
  // The page takes the file's name once the write is done; the dialog closes before.
  await expect(notes.getByRole('tab', { name: 'Plan.txt', exact: true })).toBeVisible();
  expect(await files.readfile('home:/Documents/Plan.txt')).toBe('new plan');

  await notes.getByRole('textbox').fill('newer plan');
  await page.keyboard.press('Control+s');
  await expect(notes.getByRole('tab', { name: 'Plan.txt', exact: true })).toBeVisible();
  expect(await files.readfile('home:/Documents/Plan.txt')).toBe('newer plan');
  await expect(windowDialog(page, 'Save as')).toHaveCount(0);
});

test('closing Notes with unsaved changes asks first; the file keeps what was saved', async ({ page, request, user }) => {
  const files = await vfsState(request, user);
  await page.evaluate(() => window.atrium?.apps?.launch('Notes', { path: 'home:/Welcome.txt' }));
  const notes = windowDialog(page, 'Notes');
  const welcome = await files.readfile('home:/Welcome.txt');
  await expect(notes.getByRole('textbox')).toHaveValue(welcome);
  await notes.getByRole('textbox').fill('scribbles');
  await notes.getByRole('button', { name: 'Close' }).click();
  const ask = windowDialog(page, 'Unsaved changes');
  await expect(ask).toContainText('Close and lose the unsaved changes to Welcome.txt?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(notes.getByRole('textbox')).toHaveValue('scribbles');
  await notes.getByRole('button', { name: 'Close' }).click();
  await windowDialog(page, 'Unsaved changes').getByRole('button', { name: 'Close without saving' }).click();
  await expect(notes).toHaveCount(0);
  expect(await files.readfile('home:/Welcome.txt')).toBe(welcome);
});
