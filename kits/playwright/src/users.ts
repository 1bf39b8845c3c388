import type { APIRequestContext } from '@playwright/test';

/** The demo users a test user can be shaped like: the same accounts, apps, files and looks. */
export type UserTemplate = 'demo' | 'ada';

/** The preferences an account can set (its theme, favicon, privacy policy, …). */
export interface AccountPreferences {
  theme: string;
  favicon: string;
  privacyPolicy: string;
  footer: string;
  loginURL: string;
  logo: string;
}

/** The home a user meets in their default account: an HTML page, or the account's default dashboard. */
export type UserHome = { type: 'html'; html: string } | { type: 'dashboard' };

/** What the user a test gets is like (the `userOptions` option). */
export interface UserOptions {
  /** Which demo user the new user is shaped like; `demo` by default. */
  like?: UserTemplate;
  /** Gives the user accounts of their own with these preferences over the template's. */
  accountPreferences?: Partial<AccountPreferences>;
  /** Gives the user this home instead of the template's. */
  home?: UserHome;
}

/** A user of one test's own, on one server. */
export interface AtriumUser {
  username: string;
  password: string;
  /** The server the user lives on. */
  baseURL: string;
}

/**
 * Creates a new user on the server at `baseURL` through its test-mode route (POST /api/test/users),
 * so that no test sees another's settings, session or files.
 * @example
 * const user = await createUser(request, atrium.baseURL, { like: 'ada' });
 */
export async function createUser(request: APIRequestContext, baseURL: string, options: UserOptions = {}): Promise<AtriumUser> {
  const response = await request.post(`${baseURL}/api/test/users`, { data: { ...options, like: options.like ?? 'demo' } });
  if (response.status() === 404) {
    throw new Error(`${baseURL} has no POST /api/test/users: start the server in test mode (ATRIUM_TEST_MODE=1, not with NODE_ENV=production)`);
  }
  if (!response.ok()) throw new Error(`creating a test user on ${baseURL} failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { username: string; password: string } };
  return { username: data.username, password: data.password, baseURL };
}
