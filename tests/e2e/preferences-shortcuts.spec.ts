import type { Page } from '@playwright/test';
import { expect, openPreferences, panel, serverState, signInToDesktop, test } from './fixtures';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const SHEET = 'Show or hide the keyboard shortcuts';

/** A dead key as a German layout's ´ sends it: the browser tells only 'Dead' (Playwright's keyboard has no dead keys). */
async function pressDeadKey(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  for (const type of ['rawKeyDown', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, key: 'Dead', code: 'Equal', windowsVirtualKeyCode: 221 });
  await cdp.detach();
}

/** Escape closes the sheet once it has the focus (its search field takes it when it opens). */
async function closeSheet(page: Page) {
  await expect(sheet(page).getByRole('combobox', { name: 'Search shortcuts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
}

test('a shortcut is changed from the keyboard in Preferences, conflicts are refused, and it is kept after a reload until reset; Ctrl+Space can be one, a dead key cannot', async ({
  page,
  request,
  user,
}) => {
  await signInToDesktop(page, user);
  const preferences = await openPreferences(page);
  const section = preferences.getByRole('group', { name: 'Keyboard shortcuts' });
  const row = section.getByRole('listitem').filter({ hasText: SHEET });
  await expect(row.locator('kbd')).toHaveText(['Ctrl', '/']);

  // Keyboard only: the search narrows, Enter on Change records the next chord.
  await section.getByRole('searchbox', { name: 'Search shortcuts' }).fill('keyboard');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  const change = row.getByRole('button', { name: `Change the shortcut of “${SHEET}”` });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Press the new shortcut…' })).toBeFocused();
  await page.keyboard.press('Alt+a');
  await expect(row.getByRole('alert')).toHaveText("Alt+A is already used by 'Open or close the application menu'.");
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(row.getByRole('alert')).toHaveText("Alt+← is kept for 'Move the focused window or widget', which cannot be changed.");
  await section.getByRole('searchbox', { name: 'Search shortcuts' }).fill('');
  await section.screenshot({ path: test.info().outputPath('preferences-shortcuts.png') });
  await change.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Alt+k');
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(row.locator('kbd')).toHaveText(['Ctrl', 'Alt', 'K']);
  await expect(change).toBeFocused();

  // Applied at once: the new chord opens the sheet, which lists it; Ctrl+/ no longer does (else Ctrl+Alt+K would close it again).
  await page.keyboard.press('Control+Alt+k');
  await expect(sheet(page).getByRole('option', { name: new RegExp(`^${SHEET}`) }).locator('kbd')).toHaveText(['Ctrl', 'Alt', 'K']);
  await closeSheet(page);
  await page.keyboard.press('Control+/');
  await page.keyboard.press('Control+Alt+k');
  await closeSheet(page);

  const stored = await serverState(request, user);
  const savedChords = async () => ((await stored.settings()) as { desktop?: { keybindings?: unknown } }).desktop?.keybindings;
  await expect.poll(savedChords).toEqual({ 'atrium.shortcuts.toggle': 'Ctrl+Alt+K' });
  // The reload restores what the session holds: Preferences must be in it first (saved apart from the settings).
  await expect.poll(async () => (await stored.session()).map((entry) => entry.name)).toContain('Preferences');
  await page.reload();
  await expect(panel(page)).toContainText(user.name);
  // The session brings Preferences back and focuses it: a sheet opened before would lose the focus to it.
  await expect(preferences.getByRole('combobox', { name: 'Display language' })).toBeFocused();
  await page.keyboard.press('Control+Alt+k');
  await closeSheet(page);

  // Reset: back to Ctrl+/, the override removed.
  const reopened = await openPreferences(page);
  await reopened.getByRole('button', { name: `Reset “${SHEET}” to its default` }).click();
  await expect(reopened.getByRole('listitem').filter({ hasText: SHEET }).locator('kbd')).toHaveText(['Ctrl', '/']);
  await expect(reopened.getByRole('button', { name: 'Reset all' })).toBeDisabled();
  await page.keyboard.press('Control+/');
  await expect(sheet(page)).toBeVisible();
  await expect.poll(savedChords).toEqual({});
  await closeSheet(page);

  // A dead key (German ´) is refused with a message, no longer ignored; Space is recorded, with Ctrl, and works.
  const reopenedRow = reopened.getByRole('listitem').filter({ hasText: SHEET });
  const changeAgain = reopenedRow.getByRole('button', { name: `Change the shortcut of “${SHEET}”` });
  await changeAgain.focus();
  await page.keyboard.press('Enter');
  await pressDeadKey(page);
  await expect(reopenedRow.getByRole('alert')).toHaveText('This key cannot be used in a shortcut: it composes characters (dead key).');
  await expect(changeAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Space');
  await expect(reopenedRow.getByRole('alert')).toHaveCount(0);
  await expect(reopenedRow.locator('kbd')).toHaveText(['Ctrl', 'Space']);
  await page.keyboard.press('Control+Space');
  await expect(sheet(page).getByRole('option', { name: new RegExp(`^${SHEET}`) }).locator('kbd')).toHaveText(['Ctrl', 'Space']);
  await closeSheet(page);
  await expect.poll(savedChords).toEqual({ 'atrium.shortcuts.toggle': 'Ctrl+Space' });
});
