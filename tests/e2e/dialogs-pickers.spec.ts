import { dialogIsClosed, expect, showDialog, signInToDesktop, test, windowDialog } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test.describe('colour', () => {
  test('by mouse: the picker fills the hex field; an invalid hex disables OK; OK answers the colour', async ({ page }) => {
    const answer = showDialog(page, 'colour', { title: 'Clock colour', value: '#FFFFFF' });
    const dialog = windowDialog(page, 'Clock colour');
    const hex = dialog.getByRole('textbox', { name: 'Hex' });
    await expect(hex).toHaveValue('#ffffff');
    await dialog.getByLabel('Colour picker').fill('#3366cc');
    await expect(hex).toHaveValue('#3366cc');
    await expect(dialog.getByRole('img', { name: 'Preview: #3366cc' })).toBeVisible();

    await hex.click();
    await hex.fill('#33');
    await expect(dialog.getByRole('alert')).toHaveText('Enter a colour as #rgb or #rrggbb');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await hex.fill('#3366CC');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await answer).toEqual({ reason: 'ok', value: '#3366cc' });
    await dialogIsClosed(page, 'Clock colour');
  });

  test('by keyboard: the hex field has focus, typing replaces it, Enter accepts; Escape answers esc', async ({ page }) => {
    const first = showDialog(page, 'colour', { title: 'Clock colour' });
    const hex = windowDialog(page, 'Clock colour').getByRole('textbox', { name: 'Hex' });
    await expect(hex).toBeFocused();
    await page.keyboard.type('F0A');
    await expect(windowDialog(page, 'Clock colour').getByLabel('Colour picker')).toHaveValue('#ff00aa');
    await page.keyboard.press('Enter');
    expect(await first).toEqual({ reason: 'ok', value: '#ff00aa' });

    const second = showDialog(page, 'colour', { title: 'Panel colour', value: '#000000' });
    await expect(windowDialog(page, 'Panel colour').getByRole('textbox', { name: 'Hex' })).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Escape');
    expect(await second).toEqual({ reason: 'esc', value: null });
    await dialogIsClosed(page, 'Panel colour');
  });
});

test.describe('font', () => {
  test('by mouse: name, size and style; a size above 48 is clamped when the field is left', async ({ page }) => {
    const answer = showDialog(page, 'font', { title: 'Clock font', name: 'Roboto', size: 20 });
    const dialog = windowDialog(page, 'Clock font');
    await dialog.getByRole('combobox', { name: 'Font' }).selectOption('Serif');
    const size = dialog.getByRole('spinbutton', { name: 'Size (6–48 px)' });
    await size.fill('60');
    // Clicking elsewhere leaves the field, which clamps it.
    await dialog.getByLabel('Preview').click();
    await expect(size).toHaveValue('48');
    await dialog.getByRole('combobox', { name: 'Style' }).selectOption('Bold');
    await expect(dialog.getByLabel('Preview')).toHaveCSS('font-size', '48px');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await answer).toEqual({ reason: 'ok', value: { name: 'Serif', size: 48, style: 'bold' } });
    await dialogIsClosed(page, 'Clock font');
  });

  test('by keyboard: arrows pick the name and style, Tab moves on, Enter accepts; Escape answers esc', async ({ page }) => {
    const first = showDialog(page, 'font', { title: 'Clock font' });
    const dialog = windowDialog(page, 'Clock font');
    await expect(dialog.getByRole('combobox', { name: 'Font' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('combobox', { name: 'Font' })).toHaveValue('Roboto');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('spinbutton')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('combobox', { name: 'Style' })).toHaveValue('bold');
    await page.keyboard.press('Enter');
    expect(await first).toEqual({ reason: 'ok', value: { name: 'Roboto', size: 9, style: 'bold' } });

    const second = showDialog(page, 'font', { title: 'Widget font', nameOnly: true });
    await expect(windowDialog(page, 'Widget font').getByRole('combobox', { name: 'Font' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await second).toEqual({ reason: 'esc', value: null });
    await dialogIsClosed(page, 'Widget font');
  });
});

test.describe('choice', () => {
  const formats = { pdf: 'PDF document', csv: 'CSV table', xlsx: 'Excel workbook' };

  test('by mouse: OK is disabled until a click chooses; a double-click accepts', async ({ page }) => {
    const first = showDialog(page, 'choice', { title: 'Export', message: 'Export as', choices: formats });
    const dialog = windowDialog(page, 'Export');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await dialog.getByRole('option', { name: 'Excel workbook' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await first).toEqual({ reason: 'ok', value: 'xlsx' });

    const second = showDialog(page, 'choice', { title: 'Export', message: 'Export as', choices: formats });
    await windowDialog(page, 'Export').getByRole('option', { name: 'CSV table' }).dblclick();
    expect(await second).toEqual({ reason: 'ok', value: 'csv' });
    await dialogIsClosed(page, 'Export');
  });

  test('by keyboard: the list has focus, arrows move, Enter accepts; Escape answers esc', async ({ page }) => {
    const first = showDialog(page, 'choice', { title: 'Export', message: 'Export as', choices: formats, value: 'pdf' });
    const list = windowDialog(page, 'Export').getByRole('listbox', { name: 'Export as' });
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list).toHaveValue('xlsx');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await first).toEqual({ reason: 'ok', value: 'csv' });

    const second = showDialog(page, 'choice', { title: 'Colour', choices: ['Red', 'Green'] });
    await expect(windowDialog(page, 'Colour').getByRole('listbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await second).toEqual({ reason: 'esc', value: null });
    await dialogIsClosed(page, 'Colour');
  });
});
