import {
  dialogIsClosed,
  expect,
  openProgress,
  openWindow,
  progressResult,
  showDialog,
  signInToDesktop,
  test,
  windowDialog,
  windowIsBusy,
  windowIsFocused,
} from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test.describe('alert', () => {
  test('by mouse: OK closes it with reason ok', async ({ page }) => {
    const answer = showDialog(page, 'alert', { title: 'Saved', message: 'The order was saved.' });
    const dialog = windowDialog(page, 'Saved');
    await expect(dialog).toContainText('The order was saved.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await answer).toEqual({ reason: 'ok', value: 'ok' });
    await dialogIsClosed(page, 'Saved');
  });

  test('by keyboard: Escape does nothing, Enter on the focused OK closes it', async ({ page }) => {
    const answer = showDialog(page, 'alert', { title: 'Saved', message: 'The order was saved.' });
    const ok = windowDialog(page, 'Saved').getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(windowDialog(page, 'Saved')).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await answer).toEqual({ reason: 'ok', value: 'ok' });
    await dialogIsClosed(page, 'Saved');
  });

  test('an error alert shows the message and the stack, described by its message', async ({ page }) => {
    const answer = showDialog(page, 'alert', {
      message: 'Could not save the order.',
      type: 'error',
      error: { message: 'Disk full', stack: 'Error: Disk full\n    at save (orders.js:10:5)' },
    });
    const dialog = windowDialog(page, 'Error');
    await expect(dialog).toHaveAccessibleDescription('Could not save the order.');
    await expect(dialog.locator('pre')).toHaveText('Error: Disk full\n    at save (orders.js:10:5)');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect((await answer).reason).toBe('ok');
  });

  test('alert buttons are in reversed order', async ({ page }) => {
    const answer = showDialog(page, 'alert', { title: 'Order', message: 'Buttons', buttons: ['ok', 'cancel'] });
    await expect(windowDialog(page, 'Order').getByRole('button', { name: /^(OK|Cancel)$/ })).toHaveText(['Cancel', 'OK']);
    await windowDialog(page, 'Order').getByRole('button', { name: 'Cancel' }).click();
    expect(await answer).toEqual({ reason: 'cancel', value: 'cancel' });
  });
});

test.describe('confirm', () => {
  test('by mouse: Cancel answers cancel', async ({ page }) => {
    const answer = showDialog(page, 'confirm', { title: 'Delete', message: 'Delete order 1042?' });
    const dialog = windowDialog(page, 'Delete');
    await expect(dialog.getByRole('button', { name: /^(OK|Cancel)$/ })).toHaveText(['OK', 'Cancel']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await answer).toEqual({ reason: 'cancel', value: 'cancel' });
    await dialogIsClosed(page, 'Delete');
  });

  test('by keyboard: Enter on the focused OK answers ok; Escape closes another with esc', async ({ page }) => {
    const first = showDialog(page, 'confirm', { title: 'Delete', message: 'Delete order 1042?' });
    await expect(windowDialog(page, 'Delete').getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await first).toEqual({ reason: 'ok', value: 'ok' });

    const second = showDialog(page, 'confirm', { title: 'Archive', message: 'Archive order 1042?' });
    await expect(windowDialog(page, 'Archive').getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await second).toEqual({ reason: 'esc', value: null });
    await dialogIsClosed(page, 'Archive');
  });

  test("the window's Close button answers close", async ({ page }) => {
    const answer = showDialog(page, 'confirm', { title: 'Delete', message: 'Delete order 1042?' });
    await windowDialog(page, 'Delete').getByRole('button', { name: 'Close' }).click();
    expect(await answer).toEqual({ reason: 'close', value: null });
  });
});

test.describe('prompt', () => {
  test('by mouse: an invalid address is refused with a message, a valid one accepted', async ({ page }) => {
    const answer = showDialog(page, 'prompt', { title: 'Invite', message: 'Email address', inputType: 'email' });
    const dialog = windowDialog(page, 'Invite');
    const input = dialog.getByRole('textbox', { name: 'Email address' });
    await input.fill('ada@');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email address');
    await input.fill('ada@example.com');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await answer).toEqual({ reason: 'ok', value: 'ada@example.com' });
    await dialogIsClosed(page, 'Invite');
  });

  test('by keyboard: the input has focus, Enter accepts; an invalid URL is refused', async ({ page }) => {
    const answer = showDialog(page, 'prompt', { title: 'Link', message: 'Address', inputType: 'url' });
    const input = windowDialog(page, 'Link').getByRole('textbox', { name: 'Address' });
    await expect(input).toBeFocused();
    await page.keyboard.type('ftp://example.com');
    await page.keyboard.press('Enter');
    await expect(windowDialog(page, 'Link').getByRole('alert')).toHaveText('Invalid URL');
    await input.fill('https://example.com/orders');
    await page.keyboard.press('Enter');
    expect(await answer).toEqual({ reason: 'ok', value: 'https://example.com/orders' });
  });

  test('by keyboard: Escape cancels with esc', async ({ page }) => {
    const answer = showDialog(page, 'prompt', { title: 'Rename', message: 'New name', value: 'Orders' });
    await expect(windowDialog(page, 'Rename').getByRole('textbox', { name: 'New name' })).toHaveValue('Orders');
    await page.keyboard.press('Escape');
    expect(await answer).toEqual({ reason: 'esc', value: null });
  });
});

test.describe('progress', () => {
  test('by mouse: the caller moves the bar; Cancel answers cancel', async ({ page }) => {
    const wid = await openProgress(page, { title: 'Copying', message: 'Copying files', value: 10 });
    const bar = windowDialog(page, 'Copying').getByRole('progressbar', { name: 'Copying files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await page.evaluate((id) => window.atrium?.dialogs?.update(id, 60, 'Copying file 3 of 5'), wid);
    await expect(windowDialog(page, 'Copying').getByRole('progressbar', { name: 'Copying file 3 of 5' })).toHaveAttribute('aria-valuenow', '60');
    await windowDialog(page, 'Copying').getByRole('button', { name: 'Cancel' }).click();
    expect(await progressResult(page, wid)).toEqual({ reason: 'cancel', value: null });
    await dialogIsClosed(page, 'Copying');
  });

  test('by keyboard: Cancel has focus and Space presses it; Escape closes another with esc', async ({ page }) => {
    const first = await openProgress(page, { title: 'Copying', message: 'Copying files' });
    await expect(windowDialog(page, 'Copying').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Space');
    expect(await progressResult(page, first)).toEqual({ reason: 'cancel', value: null });

    const second = await openProgress(page, { title: 'Moving', message: 'Moving files' });
    await expect(windowDialog(page, 'Moving').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await progressResult(page, second)).toEqual({ reason: 'esc', value: null });
  });

  test('the caller closes it with reason close', async ({ page }) => {
    const wid = await openProgress(page, { title: 'Copying', message: 'Copying files', value: 100 });
    await expect(windowDialog(page, 'Copying')).toBeVisible();
    await page.evaluate((id) => window.atrium?.dialogs?.close(id), wid);
    expect(await progressResult(page, wid)).toEqual({ reason: 'close', value: null });
    await dialogIsClosed(page, 'Copying');
  });
});

test.describe('modal child of a window', () => {
  test('the parent shows loading while the dialog is open and regains focus when it closes', async ({ page }) => {
    const parent = await openWindow(page, { title: 'Orders', left: 100, top: 100, width: 600, height: 400 });
    const answer = showDialog(page, 'confirm', { title: 'Delete', message: 'Delete order 1042?', parent });
    await expect(windowDialog(page, 'Delete')).toHaveAttribute('aria-modal', 'true');
    await windowIsBusy(page, 'Orders');
    await expect(windowDialog(page, 'Delete').getByRole('button', { name: 'OK' })).toBeFocused();

    await windowDialog(page, 'Delete').getByRole('button', { name: 'OK' }).click();
    expect(await answer).toEqual({ reason: 'ok', value: 'ok' });
    await dialogIsClosed(page, 'Delete');
    await windowIsFocused(page, parent);
    await expect(windowDialog(page, 'Orders')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('closing the parent closes its dialog with reason close', async ({ page }) => {
    const parent = await openWindow(page, { title: 'Orders', left: 100, top: 100, width: 600, height: 400 });
    const answer = showDialog(page, 'prompt', { title: 'Rename', message: 'New name', parent });
    await expect(windowDialog(page, 'Rename')).toBeVisible();
    await page.evaluate((wid) => window.atrium?.windows?.close(wid), parent);
    expect(await answer).toEqual({ reason: 'close', value: null });
  });
});
