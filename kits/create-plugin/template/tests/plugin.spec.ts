import { expect, test } from '@atrium/playwright';

// Runs against the Atrium at ATRIUM_URL, in test mode, with this plugin installed (see playwright.config.ts).
test('{{title}} opens its window and adds its widget to the desktop', async ({ desktop }) => {
  const { page } = desktop;
  await desktop.openApp('{{name}}');
  const main = desktop.window('{{title}}');
  await expect(main).toBeVisible();
  await main.getByRole('button', { name: 'Count' }).click();
  await expect(main).toContainText('Clicked 1 times');

  // As a user adds a widget: the desktop's context menu, Add Widget.
  await page.mouse.click(900, 650, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Add Widget' }).click();
  await page.getByRole('menuitem', { name: '{{title}} Clock' }).click();
  await expect(page.getByRole('group', { name: '{{title}} Clock' })).toBeVisible();

  await expect(desktop).toHaveScreenshot('{{id}}.png');
});
