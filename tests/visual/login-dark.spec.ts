import { expect, test } from '../e2e/fixtures';

// The login page on a system that asks for a dark look: no user is signed in, so the page follows
// the system (docs/features/settings.md#themes-and-motion), compared to its baseline.

test('scene login-dark matches its baseline', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Announcements' });
  const first = carousel.getByRole('group', { name: '1 of 4' });
  await expect(first).toBeVisible();
  await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The pointer over the slide holds the carousel still; the username field focused shows the focus ring.
  await page.mouse.move(200, 400);
  await page.getByLabel('Username').focus();
  await expect(page).toHaveScreenshot('login-dark.png');
});
