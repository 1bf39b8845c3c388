import { expect, loginPageIsShown, test, useOwnServer } from './fixtures';

// The picker depends on the server's TRANSLATE_LANGUAGE_OPTIONS, so its test runs a server of its own.

test.describe('the login page language picker', () => {
  const server = useOwnServer([], { TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,de_DE,fr_FR' });

  test('switches the page to the chosen language and keeps it after a reload', async ({ page }) => {
    await page.goto(server().baseURL);
    await loginPageIsShown(page);
    const picker = page.getByRole('contentinfo').getByLabel('Language');
    await expect(picker.getByRole('option')).toHaveText(['English', 'Deutsch', 'Français']);
    await expect(picker).toHaveValue('en_EN');

    await picker.selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

    // After the reload the German table loads before the first render: no English frame.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { buttonsSeen: seen });
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button[type="submit"]')) seen.push(button.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { buttonsSeen: string[] }).buttonsSeen);
    expect(seen).toContain('Anmelden');
    expect(seen).not.toContain('Login');
    await expect(page.getByRole('contentinfo').getByLabel('Sprache')).toHaveValue('de_DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test('the shared server, with no languages configured, shows no picker', async ({ page }) => {
  await page.goto('/');
  await loginPageIsShown(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByLabel('Language')).toHaveCount(0);
});
