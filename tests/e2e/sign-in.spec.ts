import { canvasesAreIdle, desktopIsShown, expect, loginPageIsShown, logOut, pixelAt, signIn, test } from './fixtures';

test.describe('sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginPageIsShown(page);
  });

  test('a user like demo signs in and sees the desktop with the panel and the welcome notification', async ({ page, user }, testInfo) => {
    await signIn(page, user);
    await desktopIsShown(page, user);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText('Welcome to Atrium');
    // Test mode fixes the clock at 09:30.
    await expect(notifications).toContainText(`Hello and Good Morning ${user.firstname}!`);

    const path = testInfo.outputPath('desktop.png');
    await page.screenshot({ path });
    await testInfo.attach('desktop', { path, contentType: 'image/png' });

    // The wallpaper is painted: a pixel below the panel is the blue gradient, not a blank page.
    const [red = 0, green = 0, blue = 0] = await pixelAt(page, 200, 400);
    expect(blue).toBeGreaterThan(red + 40);
    expect(blue).toBeGreaterThan(green);
  });

  test('a wrong password shows the exact rejection text and stays on the login page', async ({ page, consoleErrors, user }) => {
    consoleErrors.allow(/status of 401/);
    await signIn(page, { username: user.username, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('The username or password you entered is incorrect');
    await loginPageIsShown(page);
  });

  test('empty fields are refused before any request', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth')) requests++;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username or password cannot be empty.');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Username or password cannot be empty.');
    expect(requests).toBe(0);
  });

  test("the desktop's code failing to arrive leaves the login page saying so with the name kept, and signing in again opens the desktop", async ({ page, consoleErrors, user }) => {
    consoleErrors.allow(/net::ERR_FAILED/);
    let reachable = false;
    await page.route(/\/assets\/chunks\/Desktop-\w+\.js$/, (route) => (reachable ? route.continue() : route.abort()));
    // A page whose prefetch ran before the route might hold the code already.
    await page.reload();
    await loginPageIsShown(page);
    await signIn(page, user);
    await expect(page.getByRole('alert')).toHaveText('Login failed');
    await loginPageIsShown(page);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toBeFocused();
    reachable = true;
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await desktopIsShown(page, user);
  });

  test('a reload keeps the user signed in', async ({ page, user }) => {
    await signIn(page, user);
    await desktopIsShown(page, user);
    await page.reload();
    await desktopIsShown(page, user);
  });

  test('logging out returns to the login page, and a reload stays signed out', async ({ page, user }) => {
    await signIn(page, user);
    await desktopIsShown(page, user);
    await logOut(page);
    await loginPageIsShown(page);
    await page.reload();
    await loginPageIsShown(page);
  });

  test('an idle desktop renders no frames', async ({ page, user }) => {
    await signIn(page, user);
    await desktopIsShown(page, user);
    // Once the first frames are drawn, one second of idling is watched: time is what this test is about.
    await canvasesAreIdle(page);
    const before = await page.evaluate(() => window.atrium?.frames());
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.atrium?.frames())).toEqual(before);
    // Nor does the browser animate anything: a running animation on the hidden front-window chrome
    // of an empty desktop cost a main-thread frame every vsync.
    expect(await page.evaluate(() => document.getAnimations().length), 'running animations').toBe(0);
  });
});

test.describe('signed-out pages', () => {
  test('the footer shows the links and the copyright with the year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', './privacy-policy');
    // Test mode fixes the clock in 2026.
    await expect(footer).toContainText('© 2026 Atrium');
  });

  test('Forgot your password? leads to Recover Password, and Go Back returns to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Recover Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await loginPageIsShown(page);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the privacy policy page is reachable from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await loginPageIsShown(page);
  });
});
