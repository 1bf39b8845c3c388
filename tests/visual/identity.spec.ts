import { expect, test } from '../e2e/fixtures';
import { startProviderServers, type ProviderServers } from '../e2e/providerServers';

// The login page when Keycloak or Okta signs users in, as it stays after the provider vouched for
// someone Atrium does not know: the server's words, Try again and the built-in form's link.

for (const provider of [
  { kind: 'keycloak', name: 'Keycloak' },
  { kind: 'okta', name: 'Okta' },
] as const) {
  test.describe(`the login page with ${provider.name}`, () => {
    let servers: ProviderServers;
    test.beforeAll(async () => {
      servers = await startProviderServers(provider.kind);
    });
    test.afterAll(() => servers?.stop());

    test(`scene login-${provider.kind} matches its baseline`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 403/);
      const { idp, atrium } = servers;
      idp.addIdentity({ email: 'visitor@elsewhere.example', password: 'visitor-password', name: 'A Visitor' });
      await page.goto(atrium.baseURL);
      await page.getByLabel('Email').fill('visitor@elsewhere.example');
      await page.getByLabel('Password').fill('visitor-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText(`Sign-in with ${provider.name} did not work`);
      const first = page.getByRole('region', { name: 'Announcements' }).getByRole('group', { name: '1 of 4' });
      await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      // The pointer over the slide holds the carousel still, as it does for anyone looking at it.
      await page.mouse.move(200, 400);
      await expect(page).toHaveScreenshot(`login-${provider.kind}.png`);
    });
  });
}
