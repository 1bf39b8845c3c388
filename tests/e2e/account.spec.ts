import { VISION_CHROME } from '../../engine/chrome';
import { desktopIsShown, expect, signIn, test } from './fixtures';

const ACME_ICON = '/acme-favicon.svg';
const ACME_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#c0392b"/></svg>';

test.describe('an account’s preferences', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`**${ACME_ICON}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: ACME_SVG }));
    // The server passes an account's preferences through as its administrators set them.
    await page.route(/\/api\/user\/me\/a\+p\+acc\+ap\+t$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.active_account.preferences = { ...body.data.active_account.preferences, theme: 'vision', favicon: ACME_ICON };
      await route.fulfill({ response, json: body });
    });
  });

  test('force their theme and favicon on the desktop, and Preferences says so', async ({ page }) => {
    await page.goto('/');
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', /\.svg$/);
    await signIn(page);
    await desktopIsShown(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vision');
    await expect(page.getByRole('navigation', { name: 'Panel' })).toHaveCSS('background-color', VISION_CHROME.dom.panelBackground);
    await expect(icon).toHaveAttribute('href', ACME_ICON);

    await page.keyboard.press('Alt+a');
    await page.keyboard.type('pref');
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('form', { name: 'Preferences' });
    await expect(preferences.getByRole('radio', { name: 'Vision' })).toBeChecked();
    await expect(preferences.getByRole('radio', { name: 'Standard' })).toBeDisabled();
    await expect(preferences).toContainText('Your account sets the theme.');
  });
});
