import type { Page } from '@playwright/test';
import { SIGN_IN_PAGE, STORAGE_PREFIX } from './constants.js';
import type { AtriumUser } from './users.js';

/** What POST /api/auth answers with: the session Atrium's page keeps in its browser storage. */
interface LoginData {
  jwt: string;
  refresh_token: string;
  username: string;
}

/**
 * Signs `user` in through the API (POST /api/auth), not the form, and opens the desktop at `path`.
 * The session is written where Atrium's page keeps it (localStorage items `atrium:AUTH_token`,
 * `atrium:REFRESH_token`, `atrium:User`) as plain items, which the page reads at boot and keeps
 * encrypted from then on. Resolves once the page has loaded; `openDesktop` also waits for the desktop.
 * @example
 * await signInThroughApi(page, user);
 */
export async function signInThroughApi(page: Page, user: AtriumUser, path = '/'): Promise<void> {
  const answer = await page.request.post(`${user.baseURL}/api/auth`, { form: { username: user.username, password: user.password } });
  if (!answer.ok()) throw new Error(`${user.username} could not sign in through POST ${user.baseURL}/api/auth: ${answer.status()} ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: LoginData };
  const items = { AUTH_token: data.jwt, REFRESH_token: data.refresh_token, User: data.username };
  // Storage belongs to the origin: a blank page at an address of the server's, answered by the
  // browser itself (no request reaches the server, nor one for a favicon), writes it before Atrium boots.
  const blank = `${user.baseURL}${SIGN_IN_PAGE}`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  try {
    await page.goto(blank);
    await page.evaluate(
      ([prefix, values, now]) => {
        for (const [name, value] of Object.entries(values)) localStorage.setItem(`${prefix}${name}`, JSON.stringify({ value, timestamp: now }));
      },
      [STORAGE_PREFIX, items, Date.now()] as const,
    );
  } finally {
    await page.unroute(blank);
  }
  await page.goto(`${user.baseURL}${path}`);
}
