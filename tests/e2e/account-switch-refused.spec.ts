import { dismissWelcome, expect, signInToDesktop, test } from './fixtures';

// docs/features/sign-in.md#switch-account: user/switchaccount answers data.errors on failure, and the desktop shows it.

test('a refused account switch shows what the server said was wrong, and the desktop stays', async ({ page, user, consoleErrors }) => {
  // An account the user is no member of, as one they were removed from since the list was shown:
  // the request goes to the real server with another id.
  await page.route('**/api/v1/user/switchaccount', (route) => route.continue({ postData: JSON.stringify({ accountId: 'no-such-account' }) }));
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 403/);
  consoleErrors.allow(/Atrium: the account could not be switched/);
  await signInToDesktop(page, user);
  await dismissWelcome(page);
  await page.waitForFunction(() => window.atrium?.apps?.started());
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: user.name }).click();
  const profile = page.getByRole('dialog', { name: user.name });
  await profile.getByRole('button', { name: 'Switch Account' }).click();
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/switchaccount'));
  await profile.getByRole('list', { name: 'Switch Account' }).getByRole('button', { name: 'Globex' }).click();
  expect(await (await refused).json()).toEqual({
    status: 'error',
    message: 'You are not a member of this account.',
    data: { errors: { accountId: 'You are not a member of this account.' } },
  });

  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Switch Account/ });
  await expect(notice).toContainText('You are not a member of this account.');
  await expect(page.locator('.desktop-footer')).toHaveText('© 2026 Atrium. All rights reserved.');
});
