import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { TestUserAnswer, type Profile, type TestUserCredentials } from '../../server/contract';
import type { App } from '../../server/http';
import { bearer, login, serverForFile } from './helpers';

const URL = '/api/test/users';
const PROFILE_URL = '/api/user/me/a+p+acc+ap+t';

const server = serverForFile({ ATRIUM_TEST_MODE: '1' });

async function createUser(app: App, body: unknown = {}): Promise<TestUserCredentials> {
  const response = await app.inject({ method: 'POST', url: URL, payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(Value.Check(TestUserAnswer, answer)).toBe(true);
  return answer.data;
}

/** Signs in and reads the profile, as the browser does. */
async function profileOf(app: App, username: string, password?: string): Promise<Profile> {
  const { jwt } = await login(app, username, password);
  const response = await app.inject({ url: PROFILE_URL, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The spec's password rules (docs/features/sign-in.md), each as it states it. */
const PASSWORD_RULES: readonly [string, RegExp][] = [
  ['at least eight characters', /^.{8,}$/],
  ['a digit', /\d/],
  ['a lowercase letter', /[a-z]/],
  ['an uppercase letter', /[A-Z]/],
  ['a special character', /[$&+,:;=?@#|'<>.\-^*()%!]/],
];

const iconVersion = (url: string) => /[?]v=(.*)$/.exec(url)?.[1];

describe('POST /api/test/users in test mode', () => {
  it('creates a user like demo who signs in to the same profile, accounts and apps under a name of their own', async () => {
    const { app } = server();
    const created = await createUser(app);
    expect(created.username).not.toBe('demo');

    const { jwt, username } = await login(app, created.username, created.password);
    expect(username).toBe(created.username);
    const copy = (await app.inject({ url: PROFILE_URL, headers: bearer(jwt) })).json().data;
    // The same default account (Acme), the same accounts and the same apps there, and the same
    // icon (its URL names the user, its suffix the icon).
    const demo = await profileOf(app, 'demo');
    expect({ ...copy, icon: iconVersion(copy.icon) }).toEqual({ ...demo, icon: iconVersion(demo.icon) });
  });

  it('gives a fresh username and a password obeying the spec’s rules every time', async () => {
    const { app } = server();
    const users = [await createUser(app), await createUser(app, { like: 'demo' })];
    expect(new Set(users.map((user) => user.username)).size).toBe(2);
    expect(users[0]?.password).not.toBe(users[1]?.password);
    for (const { password } of users) {
      for (const [rule, pattern] of PASSWORD_RULES) expect(password, rule).toMatch(pattern);
    }
  });

  it('creates a user like ada: her one account and her app list, without Notes', async () => {
    const { app } = server();
    const created = await createUser(app, { like: 'ada' });
    const copy = await profileOf(app, created.username, created.password);
    const ada = await profileOf(app, 'ada');
    expect({ ...copy, icon: iconVersion(copy.icon) }).toEqual({ ...ada, icon: iconVersion(ada.icon) });
    expect(copy.apps.map((entry) => entry.name)).not.toContain('Notes');
  });

  it('gives a user asked with account preferences accounts of their own, leaving the shared ones as they were', async () => {
    const { app } = server();
    const created = await createUser(app, { accountPreferences: { theme: 'vision', favicon: '/wallpapers/lagoon.svg' } });
    const copy = await profileOf(app, created.username, created.password);
    const demo = await profileOf(app, 'demo');

    expect(copy.active_account).toEqual({ name: 'Acme', preferences: { ...demo.active_account.preferences, theme: 'vision', favicon: '/wallpapers/lagoon.svg' } });
    expect(copy.accounts.map((account) => account.name)).toEqual(['Acme', 'Globex']);
    expect(copy.accounts.map((account) => account.accountId)).not.toContain(demo.accountId);
    expect(copy.apps).toEqual(demo.apps);
    expect(demo.active_account.preferences.theme).toBe('standard');
  });

  it.each([
    [{ like: 'root' }, 'body/like'],
    [{ likes: 'ada' }, 'body/likes Unexpected property'],
    [{ accountPreferences: { theme: 3 } }, 'body/accountPreferences/theme Expected string'],
    [{ accountPreferences: { colour: 'red' } }, 'body/accountPreferences/colour Unexpected property'],
    [['demo'], 'body Expected object'],
  ])('refuses %o with 400 naming what is wrong', async (body, message) => {
    const response = await server().app.inject({ method: 'POST', url: URL, payload: body as object });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining(message) });
  });

});

describe('POST /api/test/users when the demo user to copy is gone', () => {
  const bare = serverForFile({ ATRIUM_TEST_MODE: '1' });

  it('answers 409 naming the template, and creates nothing', async () => {
    const { app, db } = bare();
    await db.deleteFrom('users').where('username', '=', 'ada').execute();
    const before = await db.selectFrom('users').select('username').execute();
    const response = await app.inject({ method: 'POST', url: URL, payload: { like: 'ada' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining("no user 'ada'") });
    expect(await db.selectFrom('users').select('username').execute()).toEqual(before);
  });
});

describe('POST /api/test/users outside test mode', () => {
  const plain = serverForFile();

  it('does not exist', async () => {
    const { app, db } = plain();
    const before = await db.selectFrom('users').select('username').execute();
    const response = await app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(await db.selectFrom('users').select('username').execute()).toEqual(before);
  });
});
