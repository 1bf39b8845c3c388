import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import type { KyselyPlugin } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_LIMITS, SessionAnswer, type Session, type SessionApp } from '../../server/contract';
import { connectDatabase } from '../../server/db';
import { createSessionStore } from '../../server/sessions';
import { bearer, login, serverForFile, tokenInAccount } from './helpers';

const server = serverForFile();

const GET = '/api/v1/user/me/getsession';
const UPDATE = '/api/v1/user/me/updatesession';
const REMOVE = '/api/v1/user/me/removesession';

function entry(name: string, args: Record<string, unknown> = {}, windowIds = ['main']): SessionApp {
  return {
    name,
    args,
    windows: windowIds.map((id, index) => ({
      id,
      maximized: false,
      minimized: index > 0,
      position: { left: 10 + index * 20, top: 40 },
      dimension: { width: 640, height: 480 },
    })),
  };
}

async function ids(username: string, account: string) {
  const { db } = server();
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const { id: accountId } = await db.selectFrom('accounts').select('id').where('name', '=', account).executeTakeFirstOrThrow();
  return { userId: user.id, accountId };
}

/** A token for `username` in `account`, as an account switch would issue (there is no switch route yet). */
async function tokenFor(username: string, account: string): Promise<string> {
  return tokenInAccount(server(), username, (await ids(username, account)).accountId);
}

async function getSession(jwt: string): Promise<Session> {
  const response = await server().app.inject({ url: GET, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(Value.Check(SessionAnswer, body)).toBe(true);
  return body.data as Session;
}

function post(url: string, jwt: string, payload: unknown) {
  return server().app.inject({ method: 'POST', url, headers: bearer(jwt), payload: payload as object });
}

async function save(jwt: string, data: Session): Promise<Session> {
  const response = await post(UPDATE, jwt, { data });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Session;
}

let jwt: string;

beforeEach(async () => {
  jwt = (await login(server().app)).jwt;
  await server().db.deleteFrom('user_sessions').execute();
});

describe('GET /api/v1/user/me/getsession', () => {
  it('answers an empty list when nothing was saved', async () => {
    expect(await getSession(jwt)).toEqual([]);
  });

  it('ends the session when the token names an account the user is not in', async () => {
    const stranger = await tokenInAccount(server(), 'ada', (await ids('demo', 'Globex')).accountId);
    for (const request of [
      { url: GET },
      { method: 'POST' as const, url: UPDATE, payload: { data: [entry('Notes')] } },
      { method: 'POST' as const, url: REMOVE, payload: { data: [entry('Notes')] } },
    ]) {
      const response = await server().app.inject({ ...request, headers: bearer(stranger) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: 'Session Expired' });
    }
    expect(await server().db.selectFrom('user_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/v1/user/me/updatesession', () => {
  it('stores the session, with every entry’s args emptied, and answers what it stored', async () => {
    const sent = [entry('Notes', { file: 'home:/todo.txt' }, ['main', 'find']), entry('Sandbox', { page: 2 })];
    const stored = await save(jwt, sent);
    const expected = sent.map((app) => ({ ...app, args: {} }));
    expect(stored).toEqual(expected);
    expect(await getSession(jwt)).toEqual(expected);
  });

  it('replaces what was saved before, in one row', async () => {
    await save(jwt, [entry('Notes'), entry('Sandbox')]);
    await save(jwt, [entry('Files')]);
    expect(await getSession(jwt)).toEqual([entry('Files')]);
    expect(await server().db.selectFrom('user_sessions').select('user_id').execute()).toHaveLength(1);
  });

  it('keeps an application open twice as two entries', async () => {
    const twice = [entry('Sandbox', {}, ['a']), entry('Sandbox', {}, ['b'])];
    expect(await save(jwt, twice)).toEqual(twice);
  });

  it('accepts an empty session', async () => {
    await save(jwt, [entry('Notes')]);
    expect(await save(jwt, [])).toEqual([]);
    expect(await getSession(jwt)).toEqual([]);
  });

  it('keeps one row and the last save when saves arrive together', async () => {
    const sessions = Array.from({ length: 10 }, (_, index) => [entry('Sandbox', {}, [`w${index}`])]);
    await Promise.all(sessions.map((session) => save(jwt, session)));
    const rows = await server().db.selectFrom('user_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(sessions).toContainEqual(await getSession(jwt));
  });
});

describe('bad input', () => {
  const tooManyApps = Array.from({ length: SESSION_LIMITS.apps + 1 }, () => ({ name: 'Sandbox', args: {}, windows: [] }));
  const tooManyWindows = [entry('Sandbox', {}, Array.from({ length: SESSION_LIMITS.windowsPerApp + 1 }, (_, index) => `w${index}`))];

  it.each([
    ['no body', undefined, 'body'],
    ['no data', {}, 'data'],
    ['data that is no list', { data: 'Notes' }, 'data'],
    ['an entry without windows', { data: [{ name: 'Notes', args: {} }] }, 'windows'],
    ['a name that is no package name', { data: [{ ...entry('Notes'), name: '../Notes' }] }, 'name'],
    ['a window without its position', { data: [{ ...entry('Notes'), windows: [{ id: 'main', maximized: false, minimized: false }] }] }, 'position'],
    ['a flag that is no boolean', { data: [{ ...entry('Notes'), windows: [{ ...entry('Notes').windows[0], maximized: 'yes' }] }] }, 'maximized'],
    ['args that are a list', { data: [{ ...entry('Notes'), args: [] }] }, 'args'],
    [`more than ${SESSION_LIMITS.apps} apps`, { data: tooManyApps }, 'data'],
    [`more than ${SESSION_LIMITS.windowsPerApp} windows in one app`, { data: tooManyWindows }, 'windows'],
  ])('answers %s with 400 naming what is wrong, and keeps the stored session', async (_case, payload, field) => {
    await save(jwt, [entry('Notes')]);
    for (const url of [UPDATE, REMOVE]) {
      const response = await server().app.inject({ method: 'POST', url, headers: bearer(jwt), ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body).toEqual({ status: 'error', message: expect.stringContaining(field) });
    }
    expect(await getSession(jwt)).toEqual([entry('Notes')]);
  });

  it('answers a body that is not JSON with 400 and keeps the stored session', async () => {
    await save(jwt, [entry('Notes')]);
    const response = await server().app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...bearer(jwt), 'content-type': 'application/json' },
      payload: '{"data": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining('JSON') });
    expect(await getSession(jwt)).toEqual([entry('Notes')]);
  });
});

describe('POST /api/v1/user/me/removesession', () => {
  it('removes the entries with the names it is sent, every instance, and answers what remains', async () => {
    await save(jwt, [entry('Notes'), entry('Sandbox', {}, ['a']), entry('Files'), entry('Sandbox', {}, ['b'])]);
    const response = await post(REMOVE, jwt, { data: [entry('Sandbox'), entry('Calculator')] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: [entry('Notes'), entry('Files')] });
    expect(await getSession(jwt)).toEqual([entry('Notes'), entry('Files')]);
  });

  it('removes nothing when sent an empty list', async () => {
    await save(jwt, [entry('Notes')]);
    expect((await post(REMOVE, jwt, { data: [] })).json()).toEqual({ status: 'success', data: [entry('Notes')] });
    expect(await getSession(jwt)).toEqual([entry('Notes')]);
  });

  it('answers an empty list, and stores nothing, when nothing was saved', async () => {
    expect((await post(REMOVE, jwt, { data: [entry('Notes')] })).json()).toEqual({ status: 'success', data: [] });
    expect(await server().db.selectFrom('user_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('one session per user and account', () => {
  it('keeps demo’s Acme and Globex sessions and ada’s apart', async () => {
    const globex = await tokenFor('demo', 'Globex');
    const ada = (await login(server().app, 'ada')).jwt;
    await save(jwt, [entry('Notes')]);
    await save(globex, [entry('Files')]);
    await save(ada, [entry('Sandbox')]);

    expect(await getSession(jwt)).toEqual([entry('Notes')]);
    expect(await getSession(globex)).toEqual([entry('Files')]);
    expect(await getSession(ada)).toEqual([entry('Sandbox')]);

    await post(REMOVE, globex, { data: [entry('Files')] });
    expect(await getSession(globex)).toEqual([]);
    expect(await getSession(jwt)).toEqual([entry('Notes')]);
    expect(await server().db.selectFrom('user_sessions').select('user_id').execute()).toHaveLength(3);
  });

  it('takes the saved session away with the membership', async () => {
    const globex = await ids('demo', 'Globex');
    const store = createSessionStore(server().db, server().clock);
    await store.save(globex, [entry('Notes')]);
    await server().db.deleteFrom('account_members').where('user_id', '=', globex.userId).where('account_id', '=', globex.accountId).execute();
    try {
      expect(await store.get(globex)).toBeUndefined();
      expect(await server().db.selectFrom('user_sessions').selectAll().where('account_id', '=', globex.accountId).execute()).toEqual([]);
    } finally {
      await server().db.insertInto('account_members').values({ user_id: globex.userId, account_id: globex.accountId, is_default: 0 }).execute();
    }
  });
});

describe('the session store', () => {
  it('stamps the row with the clock and reads a corrupt row as empty', async () => {
    const owner = await ids('demo', 'Acme');
    const store = createSessionStore(server().db, server().clock);
    await store.save(owner, [entry('Notes')]);
    const row = await server().db.selectFrom('user_sessions').selectAll().where('user_id', '=', owner.userId).executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(server().clock.now());

    await server().db.updateTable('user_sessions').set({ session: '{"not": "a session"' }).execute();
    expect(await store.get(owner)).toEqual([]);
  });

  it('does not undo a save that lands between a removal’s read and its write', async () => {
    const owner = await ids('demo', 'Acme');
    await createSessionStore(server().db, server().clock).save(owner, [entry('Notes'), entry('Sandbox')]);
    // Another instance on its own connection saves right after the removal has read the session.
    const other = connectDatabase({ kind: 'sqlite', file: path.join(server().dataDir, 'atrium.sqlite') });
    let interfered = false;
    const saveInBetween: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      async transformResult({ result }) {
        if (!interfered) {
          interfered = true;
          await createSessionStore(other, server().clock).save(owner, [entry('Files'), entry('Notes')]);
        }
        return result;
      },
    };
    try {
      const store = createSessionStore(server().db.withPlugin(saveInBetween), server().clock);
      expect(await store.remove(owner, ['Notes'])).toEqual([entry('Files')]);
      expect(interfered).toBe(true);
      expect(await store.get(owner)).toEqual([entry('Files')]);
    } finally {
      await other.destroy();
    }
  });
});

describe('bearer authentication', () => {
  it.each([
    ['GET', GET],
    ['POST', UPDATE],
    ['POST', REMOVE],
  ] as const)('answers %s %s without a token with 401 Session Expired', async (method, url) => {
    const response = await server().app.inject({ method, url, payload: method === 'POST' ? { data: [] } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Session Expired' });
  });
});
