import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, NotificationHistoryAnswer, type NotificationHistory } from '../../server/contract';
import type { App } from '../../server/http';
import { createNotifications } from '../../server/notifications';
import { bearer, describeOnPostgres, serverForFile, type TestServer } from './helpers';
import { newUser, ok } from './vfsHelpers';

const URL_ = '/api/v1/notifications';

type Running = TestServer & { dataDir: string };

function notificationSuite(server: () => Running) {
  const app = (): App => server().app;
  const signedIn = async () => bearer((await newUser(app())).jwt);
  const record = (headers: Record<string, string>, payload: unknown) => app().inject({ method: 'POST', url: URL_, headers, payload: payload as Record<string, unknown> });
  async function history(headers: Record<string, string>, query = ''): Promise<NotificationHistory> {
    const response = await app().inject({ url: `${URL_}${query}`, headers });
    expect(Value.Check(NotificationHistoryAnswer, response.json()), response.body).toBe(true);
    return ok<NotificationHistory>(response);
  }
  function refused(response: { statusCode: number; body: string; json: () => unknown }, message: string | RegExp) {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { status: string; message: string };
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }

  it('keeps what the desktop showed, newest first, for the user on any device, and clears it', async () => {
    const headers = await signedIn();
    expect(await history(headers)).toEqual({ items: [], total: 0 });
    const first = ok<{ id: string; time: string }>(await record(headers, { title: ' Saved ', message: 'Notes saved report.txt', icon: '/wallpapers/x.svg' }));
    server().clock.advance(1000);
    await record(headers, { title: 'Order 42', message: 'Shipped' });
    expect(first.time).toBe(new Date(server().clock.now() - 1000).toISOString());

    // Another sign-in of the same user (another device) reads the same history.
    const answer = await history(headers);
    expect(answer.total).toBe(2);
    expect(answer.items.map(({ title, message, icon }) => ({ title, message, icon }))).toEqual([
      { title: 'Order 42', message: 'Shipped', icon: '' },
      { title: 'Saved', message: 'Notes saved report.txt', icon: '/wallpapers/x.svg' },
    ]);
    expect((await history(headers, '?take=1&skip=1')).items.map((item) => item.id)).toEqual([first.id]);

    // Nobody else's.
    expect((await history(await signedIn())).total).toBe(0);

    const cleared = await app().inject({ method: 'DELETE', url: URL_, headers });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await history(headers)).toEqual({ items: [], total: 0 });
  });

  it(`keeps the newest ${NOTIFICATION_LIMITS.kept}, also of those recorded in the same millisecond`, async () => {
    const { jwt, username } = await newUser(app());
    const headers = bearer(jwt);
    const { id } = await server().db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    // Through the store: more than the route lets one user record in a minute (NOTIFICATION_RATE).
    const store = createNotifications(server().db, server().clock);
    for (let index = 0; index < NOTIFICATION_LIMITS.kept + 3; index++) await store.record(id, { title: `n${index}`, message: '', icon: '' });
    const answer = await history(headers, `?take=${NOTIFICATION_LIMITS.maxTake}`);
    expect(answer.total).toBe(NOTIFICATION_LIMITS.kept);
    expect(answer.items[0]?.title).toBe(`n${NOTIFICATION_LIMITS.kept + 2}`);
    expect(answer.items.at(-1)?.title).toBe('n3');
  });

  it('refuses what it could not show back, naming the field', async () => {
    const headers = await signedIn();
    refused(await record(headers, { title: '   ', message: 'x' }), NOTIFICATION_MESSAGES.titleBlank);
    refused(await record(headers, { title: 'x'.repeat(NOTIFICATION_LIMITS.maxTitleLength + 1), message: '' }), /title/);
    refused(await record(headers, { title: 'T', message: 'x'.repeat(NOTIFICATION_LIMITS.maxMessageLength + 1) }), /message/);
    refused(await record(headers, { title: 'T', message: 'M', extra: 1 }), /extra|additional/i);
    refused(await record(headers, { title: 'T' }), /message/);
    refused(await record(headers, { title: 42, message: 'M' }), /title/);
    for (const icon of ['javascript:alert(1)', 'icon.png', 'data:text/html,<script>', 'http://exa mple.org/a.png']) {
      refused(await record(headers, { title: 'T', message: 'M', icon }), NOTIFICATION_MESSAGES.iconNotUrl);
    }
    for (const query of ['?take=0', `?take=${NOTIFICATION_LIMITS.maxTake + 1}`, '?skip=-1', '?take=abc', '?take=2.5', '?skip=1e2', '?order=1']) {
      refused(await app().inject({ url: `${URL_}${query}`, headers }), /take|skip|order|additional/i);
    }
    // A title that looks like SQL is only a title.
    ok(await record(headers, { title: "x'); drop table notifications; --", message: '' }));
    expect((await history(headers)).items.map((item) => item.title)).toEqual(["x'); drop table notifications; --"]);
  });

  it('answers 401 without a valid token', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app().inject({ method, url: URL_, headers: bearer('not-a-token'), ...(method === 'POST' ? { payload: { title: 'T', message: 'M' } } : {}) });
      expect(response.statusCode, `${method}: ${response.body}`).toBe(401);
    }
  });
}

describe('notification history on SQLite', () => {
  notificationSuite(serverForFile({ ATRIUM_TEST_MODE: '1' }));
});

describeOnPostgres('notification history', 'atrium_notifications', { ATRIUM_TEST_MODE: '1' }, notificationSuite);
