import { Value } from '@sinclair/typebox/value';
import { assert, describe, expect, it } from 'vitest';
import { CurrentUserAnswer, ProfileAnswer, type Profile } from '../../server/contract';
import { HOUR, bearer, login, serverForFile, tokenInAccount } from './helpers';

const server = serverForFile();

const PROFILE_URL = '/api/user/me/a+p+acc+ap+t';

async function get(url: string, username = 'demo') {
  const { jwt } = await login(server().app, username);
  return server().app.inject({ url, headers: bearer(jwt) });
}

describe('GET /api/user/me/a+p+acc+ap+t', () => {
  it('gives demo both accounts, sorted, with Acme active and its app list', async () => {
    const response = await get(PROFILE_URL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ProfileAnswer, body)).toBe(true);

    const profile: Profile = body.data;
    expect(profile).toMatchObject({ firstname: 'Demo', lastname: 'User', name: 'Demo User', designation: 'Operations Manager' });
    expect(profile.icon).toMatch(new RegExp(`^/api/user/icon/${(await userOf('demo')).id}\\?v=[\\w-]{16}$`));
    expect(profile.accounts.map((account) => account.name)).toEqual(['Acme', 'Globex']);
    expect(profile.accountId).toBe(profile.accounts[0]?.accountId);
    expect(profile.active_account).toEqual({
      name: 'Acme',
      preferences: { theme: 'standard', favicon: '', privacyPolicy: 'null', footer: '', loginURL: '', logo: '' },
    });
    expect(profile.apps.map((app) => app.name).sort()).toEqual(['Dashboard', 'Files', 'Notes', 'Orders', 'Preferences', 'Priorities', 'Sandbox']);
    const notes = profile.apps.find((app) => app.name === 'Notes');
    assert(notes);
    expect(notes).toMatchObject({ title: 'Notes', category: 'productivity', is_base_app: 0, type: 1 });
    expect(JSON.parse(notes.start_options)).toMatchObject({ name: 'Notes', appId: notes.uuid, title: 'Notes' });
    expect(profile.apps.find((app) => app.name === 'Sandbox')).toMatchObject({ category: 'development', is_base_app: 0, type: 1 });
    // A data-defined app, which the browser opens through the Viewer.
    expect(profile.apps.find((app) => app.name === 'Orders')).toMatchObject({ category: 'business', is_base_app: 1, type: 2 });
  });

  it('gives ada her one account', async () => {
    const profile: Profile = (await get(PROFILE_URL, 'ada')).json().data;
    expect(profile.name).toBe('Ada Lovelace');
    expect(profile.designation).toBe('Analyst');
    expect(profile.accounts.map((account) => account.name)).toEqual(['Acme']);
    expect(profile.apps.map((app) => app.name).sort()).toEqual(['Dashboard', 'Files', 'Preferences', 'Sandbox']);
  });

  it('follows the account in the token: Globex has its own footer and app list', async () => {
    const acme: Profile = (await get(PROFILE_URL)).json().data;
    const globex = acme.accounts.find((account) => account.name === 'Globex');
    assert(globex);
    const jwt = await tokenInAccount(server(), 'demo', globex.accountId);

    const profile: Profile = (await server().app.inject({ url: PROFILE_URL, headers: bearer(jwt) })).json().data;
    expect(profile.accountId).toBe(globex.accountId);
    expect(profile.active_account.name).toBe('Globex');
    expect(profile.active_account.preferences.footer).toBe('Globex Corporation — internal use only');
    expect(profile.apps.map((app) => app.name).sort()).toEqual(['Files', 'Notes', 'Preferences', 'Sandbox']);
  });

  it('ends the session when the token names an account the user is not in', async () => {
    const jwt = await tokenInAccount(server(), 'ada', 'not-hers');
    const response = await server().app.inject({ url: PROFILE_URL, headers: bearer(jwt) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Session Expired' });
  });
});

describe('GET /api/user/me', () => {
  it('gives the current user record', async () => {
    const body = (await get('/api/user/me')).json();
    expect(Value.Check(CurrentUserAnswer, body)).toBe(true);
    expect(body).toEqual({
      status: 'success',
      data: {
        id: (await userOf('demo')).id,
        username: 'demo',
        firstname: 'Demo',
        icon: expect.stringMatching(/^\/api\/user\/icon\//),
        cleared_browser_cache: 0,
        blackListedApps: {},
        preferences: { Greetingmessage: 'true' },
        search_history: '',
      },
    });
  });
});

describe('bearer authentication', () => {
  it.each([PROFILE_URL, '/api/user/me'])('answers %s without a token with Session Expired', async (url) => {
    const response = await server().app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Session Expired' });
  });

  it('answers an expired token with Token Invalid, so the browser refreshes', async () => {
    const { jwt } = await login(server().app);
    server().clock.advance(HOUR);
    const response = await server().app.inject({ url: '/api/user/me', headers: bearer(jwt) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Token Invalid' });
  });

  it.each([
    ['garbage', 'Bearer garbage'],
    ['another scheme', 'Basic ZGVtbzpEZW1vQDIwMjY='],
  ])('answers %s with Token Invalid', async (_case, authorization) => {
    const response = await server().app.inject({ url: '/api/user/me', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Token Invalid' });
  });
});

function userOf(username: string) {
  return server().db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}
