import { describe, expect, it } from 'vitest';
import { LOGGER_RATE, NOTIFICATION_RATE, rateLimitedMessage, TASK_COMMENT_RATE } from '../../server/routes/rateLimits';
import type { UserRate } from '../../server/auth';
import type { TaskList } from '../../server/contract';
import { bearer, serverForFile } from './helpers';
import { newUser } from './vfsHelpers';

// The routes that write on every call answer one user 429 past their rate, with Retry-After and
// a message that names the limit; other users, and the same user a window later, go on.

const server = serverForFile({ ATRIUM_TEST_MODE: '1' });

/** The first task in the user's list, whose comments they may add to. */
async function firstTask(headers: Record<string, string>): Promise<string> {
  const answer = (await server().app.inject({ url: '/api/v1/user/getusernotifications?take=1', headers })).json<{ data: TaskList }>();
  const uuid = answer.data.data.flatMap((group) => group.data)[0]?.uuid;
  if (uuid === undefined) throw new Error('the test user has no task');
  return uuid;
}

const routes: { name: string; rate: UserRate; what: string; call: (headers: Record<string, string>) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown }> }[] = [
  {
    name: 'POST /api/v1/logger',
    rate: LOGGER_RATE,
    what: 'log lines',
    call: (headers) => server().app.inject({ method: 'POST', url: '/api/v1/logger', headers, payload: { level: 'info', message: 'a line' } }),
  },
  {
    name: 'POST /api/v1/notifications',
    rate: NOTIFICATION_RATE,
    what: 'notifications',
    call: (headers) => server().app.inject({ method: 'POST', url: '/api/v1/notifications', headers, payload: { title: 'Saved', message: '' } }),
  },
  {
    name: 'POST /api/v1/task/:id/comments',
    rate: TASK_COMMENT_RATE,
    what: 'task comments',
    call: async (headers) => server().app.inject({ method: 'POST', url: `/api/v1/task/${await firstTask(headers)}/comments`, headers, payload: { text: 'Done.' } }),
  },
];

describe.each(routes)('$name', ({ rate, what, call }) => {
  it(`answers one user 429 after ${String(rate.max)} calls a window, naming the limit; not others, nor the next window`, async () => {
    const user = bearer((await newUser(server().app)).jwt);
    const other = bearer((await newUser(server().app)).jwt);
    for (let index = 0; index < rate.max; index++) {
      const response = await call(user);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await call(user);
    expect(refused.statusCode).toBe(429);
    const seconds = rate.windowMs / 1000;
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(refused.json()).toEqual({ status: 'error', message: rateLimitedMessage(what, rate, seconds) });
    expect(rateLimitedMessage(what, rate, seconds)).toBe(`Too many ${what}: at most ${String(rate.max)} every ${String(seconds)} seconds per user. Try again in ${String(seconds)} seconds.`);
    expect((await call(other)).statusCode).toBe(200);

    server().clock.advance(rate.windowMs);
    expect((await call(user)).statusCode).toBe(200);
  });
});
