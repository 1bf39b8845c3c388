import { expect, signIn, test } from '../e2e/fixtures';

// The signed-out pages and the privacy dialog, compared to their baselines
// (tests/visual/__screenshots__/<name>.png).

test('scene login-announcements matches its baseline', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Announcements' });
  const first = carousel.getByRole('group', { name: '1 of 4' });
  await expect(first).toBeVisible();
  await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The pointer over the slide holds the carousel still, as it does for anyone looking at it.
  await page.mouse.move(200, 400);
  await expect(page).toHaveScreenshot('login-announcements.png');
});

test('scene recover-password matches its baseline', async ({ page }) => {
  await page.goto('/#forgotpassword');
  await page.getByRole('button', { name: 'Email me a recovery link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your Username');
  await page.mouse.move(1000, 700);
  await expect(page).toHaveScreenshot('recover-password.png');
});

test('scene reset-password matches its baseline', async ({ page }) => {
  await page.goto('/?resetpassword=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByLabel('Enter Password', { exact: true }).fill('Abcdefgh');
  await page.getByLabel('Re-enter Password').fill('Abcdefgh');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must contain at least one number (0-9)!');
  await page.getByRole('button', { name: 'Password rules' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.mouse.move(1000, 700);
  await expect(page).toHaveScreenshot('reset-password.png');
});

test.describe('the privacy dialog', () => {
  test.use({
    accountPreferences: {
      privacyPolicy:
        '<h2>How we handle your data</h2><p>We keep your name, e-mail address and your work for as long as you work with us.</p>' +
        '<ul><li>Sign-ins are logged for 90 days.</li><li>You can ask for a copy of your data.</li></ul>',
    },
  });

  test('scene privacy-dialog matches its baseline', async ({ page, user }) => {
    await page.goto('/');
    await signIn(page, user);
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You need to agree with our T&C');
    await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Welcome to Atrium/ }).waitFor();
    await page.mouse.move(640, 780);
    await expect(page).toHaveScreenshot('privacy-dialog.png', { mask: [page.getByRole('region', { name: 'Notifications' })] });
  });
});
