import { VISION_TOKENS } from '../../engine/theme';
import { desktopIsShown, expect, signIn, test } from './fixtures';

/** Any image the server serves will do as the account's icon. */
const ACME_ICON = '/wallpapers/lagoon.svg';

test.describe('an account’s preferences', () => {
  // Administrators set them; the user's accounts of their own carry them, the shared ones stay as they are.
  test.use({ accountPreferences: { theme: 'vision', favicon: ACME_ICON } });

  test('force their theme and favicon on the desktop, and Preferences says so', async ({ page, user }) => {
    await page.goto('/');
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', /\.svg$/);
    await expect(icon).not.toHaveAttribute('href', ACME_ICON);
    await signIn(page, user);
    await desktopIsShown(page, user);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vision');
    await expect(page.getByRole('navigation', { name: 'Panel' })).toHaveCSS('background-color', VISION_TOKENS.color.panelBg);
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
