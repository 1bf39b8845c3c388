import type { Page } from '@playwright/test';
import { expect, openPreferences, panel, serverState, signInToDesktop, test } from './fixtures';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const SHEET = 'Show or hide the keyboard shortcuts';

/** Escape closes the sheet once it has the focus (its search field takes it when it opens). */
async function closeSheet(page: Page) {
  await expect(sheet(page).getByRole('combobox', { name: 'Search shortcuts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
}

test('a shortcut is changed from the keyboard in Preferences, conflicts are refused, and it is kept after a reload until reset', async ({ page, request, user }) => {
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
  await expect.poll(async () => ((await stored.settings()) as { desktop?: { keybindings?: unknown } }).desktop?.keybindings).toEqual({ 'atrium.shortcuts.toggle': 'Ctrl+Alt+K' });
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
  await expect.poll(async () => ((await stored.settings()) as { desktop?: { keybindings?: unknown } }).desktop?.keybindings).toEqual({});
});
