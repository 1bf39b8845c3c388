import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { createUser, desktopIsShown, dismissWelcome, expect, loginPageIsShown, logOut, signIn, signInAt, signInToDesktop, test, useOwnServer, windowDialog } from './fixtures';

const HOSTILE_POLICY =
  '<h2>Our policy</h2><p>We keep your <strong>name</strong>.</p>' +
  '<img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script><a href="javascript:window.pwned = 3">details</a>';

test.describe('the privacy policy', () => {
  test.use({ accountPreferences: { privacyPolicy: HOSTILE_POLICY } });

  test('is asked for once, sanitized, with a required checkbox, and thanked for', async ({ page, user, consoleErrors }) => {
    // Chromium reports the hostile handler as the policy is read: the page's Content-Security-Policy
    // (script-src-attr 'none') refuses it, and the sanitizer drops it; the test checks that nothing ran.
    consoleErrors.allow(/Executing inline event handler violates the following Content Security Policy directive 'script-src-attr 'none''/);
    await page.goto('/');
    await signIn(page, user);
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Our policy' })).toBeVisible();
    // Nothing of the hostile markup runs or stays.
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await dialog.locator('script, img, [onerror]').count()).toBe(0);
    await expect(dialog.getByText('details')).not.toHaveAttribute('href', /javascript/);
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You need to agree with our T&C');
    await dialog.getByRole('checkbox', { name: 'I have read the privacy policy and agree to it' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveCount(0);
    const thanks = windowDialog(page, 'Thank you');
    await expect(thanks).toContainText('Thank you for agreeing to our privacy policy.');
    await thanks.getByRole('button', { name: 'OK' }).click();

    await page.reload();
    await desktopIsShown(page, user);
    await page.waitForFunction(() => window.atrium?.apps?.started());
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0);
  });
});

/** Opens the panel's profile side panel (once the desktop has started, so that nothing re-renders it under the click). */
async function openProfilePanel(page: Page, name: string) {
  await page.waitForFunction(() => window.atrium?.apps?.started());
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

test.describe('switching accounts', () => {
  test('lists the accounts, marks the current one, and reloads into the other with its footer, apps and policy', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await dismissWelcome(page);
    await expect(page.locator('.desktop-footer')).toHaveText('© 2026 Atrium. All rights reserved.');
    const profile = await openProfilePanel(page, user.name);
    await expect(profile.getByRole('button', { name: 'Edit Preferences' })).toBeFocused();
    await profile.getByRole('button', { name: 'Switch Account' }).click();
    const accounts = profile.getByRole('list', { name: 'Switch Account' });
    await expect(accounts.getByRole('button', { name: 'Acme' })).toHaveAttribute('aria-current', 'true');
    await expect(accounts.getByRole('button', { name: 'Globex' })).not.toHaveAttribute('aria-current');
    await accounts.getByRole('button', { name: 'Globex' }).click();

    // Globex asks for its own policy, and has its own footer and app list.
    const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(policy.getByRole('heading', { name: 'How Globex handles your data' })).toBeVisible();
    await policy.getByRole('checkbox').check();
    await policy.getByRole('button', { name: 'Continue' }).click();
    await windowDialog(page, 'Thank you').getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('.desktop-footer')).toHaveText('Globex Corporation — internal use only');
    const again = await openProfilePanel(page, user.name);
    await again.getByRole('button', { name: 'Switch Account' }).press('Enter');
    await expect(again.getByRole('list', { name: 'Switch Account' }).getByRole('button', { name: 'Globex' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(again.getByRole('list', { name: 'Switch Account' })).toHaveCount(0);

    // Signing out from the side panel asks first, and keeps the account's footer on the login page.
    await again.getByRole('button', { name: 'Sign Out' }).click();
    await windowDialog(page, 'Logout').getByRole('button', { name: 'Yes, logout' }).click();
    await loginPageIsShown(page);
    await expect(page.locator('.login-footer__copyright')).toHaveText('Globex Corporation — internal use only');
  });

  test.describe('with one account', () => {
    test.use({ userLike: 'ada' });
    test('offers no Switch Account, and Edit Preferences opens Preferences', async ({ page, user }) => {
      await signInToDesktop(page, user);
      const profile = await openProfilePanel(page, user.name);
      await expect(profile.getByRole('heading', { name: user.name })).toBeVisible();
      await expect(profile.getByRole('button')).toHaveText(['Edit Preferences', 'Sign Out']);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('form', { name: 'Preferences' })).toBeVisible();
      await expect(profile).toHaveCount(0);
    });
  });
});

test.describe('an account’s loginURL', () => {
  test.use({ accountPreferences: { loginURL: '/about' } });
  test('is where signing out leads', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/about');
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  });
});

test.describe('a cleared browser cache', () => {
  const server = useOwnServer();

  test('clears the stored data and caches, marks the version New, reloads signed in, and resets the flag', async ({ page }) => {
    const user = await signInAt(page, server());
    await page.evaluate(async () => {
      const cache = await caches.open('atrium-test');
      await cache.put('/probe', new Response('cached'));
      sessionStorage.setItem('probe', '1');
    });
    // The operator's tool on the server's database, as an administrator would run it.
    await promisify(execFile)(process.execPath, ['dist/server/atrium.js', 'clear-browser-cache', '--username', user.username], {
      env: { ...process.env, DATA_DIR: server().dataDir },
    });
    await page.reload();
    await page.waitForFunction(() => window.localStorage.getItem('atrium:version') !== null);
    await desktopIsShown(page, user);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
    // The tokens stayed (signed in still) and the version marker is there; the rest was written anew since.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atrium:')))).toEqual(
      expect.arrayContaining(['atrium:AUTH_token', 'atrium:REFRESH_token', 'atrium:version']),
    );
    // Signed in still, and the server's flag is back to 0: the next load runs as usual.
    await page.reload();
    await desktopIsShown(page, user);
  });
});

test.describe('the login page', () => {
  test('#login shows the built-in form; About Us has its content and the version', async ({ page }) => {
    await page.goto('/#login');
    await loginPageIsShown(page);
    await page.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Each organisation has accounts with their own branding')).toBeVisible();
    await expect(page.getByText(/^Atrium \d+\.\d+\.\d+/)).toBeVisible();
  });

  test('announcements: arrows, wrapping, keyboard, wheel, READ MORE, VISIT LINK, CLOSE, a fallback card', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Announcements' });
    const slide = (name: string) => carousel.getByRole('group', { name });
    await expect(slide('1 of 4')).toBeVisible();
    await expect(slide('1 of 4').getByRole('heading')).toHaveText('Welcome to Atrium');

    await carousel.getByRole('button', { name: 'Previous announcement' }).click();
    await expect(slide('4 of 4')).toBeVisible();
    // The fallback card: its image, name and description, no READ MORE.
    await expect(slide('4 of 4')).toContainText('Never share your password.');
    await expect(slide('4 of 4').getByRole('button', { name: 'READ MORE' })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next announcement' }).click();
    await expect(slide('1 of 4')).toBeVisible();

    await page.keyboard.press('Tab');
    await carousel.getByRole('button', { name: 'Next announcement' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slide('2 of 4')).toBeVisible();
    await carousel.hover();
    await page.mouse.wheel(0, 200);
    await expect(slide('3 of 4')).toBeVisible();
    await expect(slide('3 of 4').locator('video')).toHaveAttribute('src', /^\/api\/resource\//);
    await page.keyboard.press('ArrowLeft');
    await expect(slide('2 of 4')).toBeVisible();

    // The town hall: a link on its image and in its panel, both to a new tab that cannot reach back.
    const image = slide('2 of 4').getByRole('link', { name: 'Quarterly town hall' });
    await expect(image).toHaveAttribute('target', '_blank');
    await expect(image).toHaveAttribute('rel', /noopener/);
    await slide('2 of 4').getByRole('button', { name: 'READ MORE' }).click();
    const panel = carousel.getByRole('region', { name: 'Quarterly town hall: details' });
    await expect(panel).toContainText('Results of the quarter');
    const visit = panel.getByRole('link', { name: 'VISIT LINK' });
    await expect(visit).toHaveAttribute('href', 'https://example.com/town-hall');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    await panel.getByRole('button', { name: 'CLOSE' }).click();
    await expect(panel).toHaveCount(0);

    await carousel.getByRole('button', { name: 'FULL SCREEN' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-roledescription'))).toBe('carousel');
    await carousel.getByRole('button', { name: 'EXIT FULL SCREEN' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('announcements advance every 10 s, wrap around, and hold still when paused', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Announcements' });
    const shown = (name: string) => expect(carousel.getByRole('group', { name })).toBeVisible();
    await shown('1 of 4');
    // The test's clock from here: pausing and playing again sets the next turn on it.
    await page.clock.install();
    await carousel.getByRole('button', { name: 'Stop the slide show' }).click();
    await carousel.getByRole('button', { name: 'Start the slide show' }).click();
    await page.mouse.move(1000, 700);
    await page.getByLabel('Username').focus();
    for (const next of ['2 of 4', '3 of 4', '4 of 4', '1 of 4']) {
      await page.clock.runFor(10_000);
      await shown(next);
    }
    await carousel.getByRole('button', { name: 'Stop the slide show' }).click();
    await page.mouse.move(1000, 700);
    await page.locator('body').focus();
    await page.clock.runFor(30_000);
    await shown('1 of 4');
    await expect(carousel.getByRole('button', { name: 'Start the slide show' })).toBeVisible();
  });
});

test('a user without a session who opens a reset link gets the reset page, the login page after Cancel', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL ?? '');
  await page.goto('/?resetpassword=not-a-real-code-but-long-enough');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await loginPageIsShown(page);
  await signIn(page, user);
  await desktopIsShown(page, user);
});
