import type { Page } from '@playwright/test';
import type { Idp } from '../../idp';
import { createUser, desktopIsShown, expect, logOut, test, type TestUser } from './fixtures';
import { startProviderServers, type ProviderServers } from './providerServers';

// Sign-in through Keycloak and Okta with the real libraries (keycloak-js, okta-auth-js) in
// Chromium, against the local identity provider (idp/, oidc-provider), typing into its form.
// Each provider gets an Atrium server of its own configured for it; each test its own user,
// who has an identity at the provider with the same e-mail.

const PROVIDERS = [
  { kind: 'keycloak', name: 'Keycloak', stored: 'KC_REFRESH_token' },
  { kind: 'okta', name: 'Okta', stored: 'id_token' },
] as const;

/** The provider's login form, as a user sees it after the redirect. */
async function signInAtProvider(page: Page, idp: Idp, email: string, password: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.url}/`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Whether Atrium's encrypted storage holds `key` (the value itself is sealed). */
function storedItem(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(`atrium:${name}`) !== null, key);
}

for (const provider of PROVIDERS) {
  test.describe(`signing in through ${provider.name}`, () => {
    let servers: ProviderServers;
    let idp: Idp;
    let atrium: ProviderServers['atrium'];

    test.beforeAll(async () => {
      servers = await startProviderServers(provider.kind);
      ({ idp, atrium } = servers);
    });
    test.afterAll(() => servers?.stop());

    /** A user of this test's own on the provider's Atrium, with an identity at the provider. */
    async function identityUser(request: Parameters<typeof createUser>[0]): Promise<TestUser & { email: string }> {
      const user = await createUser(request, atrium.baseURL);
      const email = `${user.username}@atrium.example`;
      idp.addIdentity({ email, password: user.password, name: user.name });
      return { ...user, email };
    }

    test('the login page goes to the provider; back from its form, the desktop opens, and a reload needs no trip there', async ({ page, request }) => {
      const user = await identityUser(request);
      await page.goto(atrium.baseURL);
      await signInAtProvider(page, idp, user.email, user.password);
      await desktopIsShown(page, user);
      expect(await storedItem(page, provider.stored)).toBe(true);

      const providerRequests: string[] = [];
      page.on('request', (sent) => sent.url().startsWith(idp.url) && sent.isNavigationRequest() && providerRequests.push(sent.url()));
      await page.reload();
      await desktopIsShown(page, user);
      expect(providerRequests).toEqual([]);
    });

    test('a token refresh keeps the session, and a session the provider revoked signs the user out', async ({ page, request, consoleErrors }) => {
      // The provider refuses the revoked session's refresh with 400, which Chromium logs.
      consoleErrors.allow(/status of 400/);
      const user = await identityUser(request);
      await page.goto(atrium.baseURL);
      await signInAtProvider(page, idp, user.email, user.password);
      await desktopIsShown(page, user);
      expect(await page.evaluate(() => window.atrium?.refreshIdentity())).toBe(true);
      await expect(page.getByRole('navigation', { name: 'Panel' })).toContainText(user.name);

      idp.revokeSessions(user.email);
      expect(await page.evaluate(() => window.atrium?.refreshIdentity())).toBe(false);
      // Signed out of Atrium, and the provider asks for the password again.
      await expect(page.getByLabel('Password')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`^${idp.url}/`));
      await page.goto(`${atrium.baseURL}/#login`);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await storedItem(page, 'AUTH_token')).toBe(false);
      expect(await storedItem(page, provider.stored)).toBe(false);
    });

    test('logout, after a reload, ends the provider’s session too: the next visit asks for the password again', async ({ page, request }) => {
      const user = await identityUser(request);
      await page.goto(atrium.baseURL);
      await signInAtProvider(page, idp, user.email, user.password);
      await desktopIsShown(page, user);
      // The library's tokens in memory are gone: logout works from what was stored.
      await page.reload();
      await desktopIsShown(page, user);

      await logOut(page);
      await expect(page.getByLabel('Password')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`^${idp.url}/`));
    });

    test('an identity that matches no Atrium user stays on the login page with the server’s words', async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 403/);
      const email = `stranger-${test.info().testId}@elsewhere.example`;
      idp.addIdentity({ email, password: 'stranger-password', name: 'A Stranger' });
      await page.goto(atrium.baseURL);
      await signInAtProvider(page, idp, email, 'stranger-password');
      await expect(page.getByRole('alert')).toHaveText(
        `Sign-in with ${provider.name} did not work: No Atrium user matches this identity. Ask an administrator to add you.`,
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.getByRole('link', { name: 'Sign in with a username and password' }).click();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });

    test('#login shows the built-in form, and the own password still signs in there', async ({ page, request }) => {
      const user = await createUser(request, atrium.baseURL);
      await page.goto(`${atrium.baseURL}/#login`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await desktopIsShown(page, user);
    });
  });
}
