import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, RequestError } from '../../engine/http';
import { HttpError, replyWithEvents } from '../../server/http';

// A long operation's route as the product writes one, on an app of the test's own: the helper's
// answer read by the browser's own client, over a real connection.
let app: FastifyInstance;
let base: string;
let abandoned: Promise<boolean>;
/** What the app logs as errors (pino's level 50 and above). */
const loggedErrors: string[] = [];

beforeAll(async () => {
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level >= 50) loggedErrors.push(entry.msg);
    },
  };
  app = Fastify({ logger: { level: 'error', stream } });
  let heardAbort: (aborted: boolean) => void = () => undefined;
  abandoned = new Promise((resolve) => (heardAbort = resolve));
  app.post('/count', (request, reply) =>
    replyWithEvents(request, reply, async (events) => {
      const { to } = request.body as { to: number };
      for (let step = 1; step <= to; step++) events.progress({ step });
      return { counted: to };
    }),
  );
  app.post('/refuse', (request, reply) =>
    replyWithEvents(request, reply, () => Promise.reject(new HttpError(404, "Filesystem 'x' not found", {}, 'ERR_VFS_MOUNT_NOT_FOUND'))),
  );
  app.post('/break', (request, reply) => replyWithEvents(request, reply, () => Promise.reject(new Error('secret detail'))));
  app.post('/forever', (request, reply) =>
    replyWithEvents(request, reply, (events) => {
      events.progress('started');
      // Work stopped by the abort fails, as fetch does; nobody is there to be told.
      return new Promise((_resolve, reject) =>
        events.signal.addEventListener('abort', () => {
          reject(events.signal.reason as Error);
          heardAbort(true);
        }),
      );
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

const http = () =>
  createHttpClient({
    baseUrl: '/api',
    fetch: (input, init) => fetch(`${base}${String(input)}`, init),
    token: () => 'jwt',
    refreshToken: () => Promise.resolve(false),
    onSessionExpired: () => undefined,
    onRetriesExhausted: () => undefined,
  });

describe('streaming events', () => {
  it('answers text/event-stream with the retry delay, the progress, then success', async () => {
    const response = await fetch(`${base}/count`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to":2}' });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(
      'retry: 3000\n\nevent: progress\ndata: {"step":1}\n\nevent: progress\ndata: {"step":2}\n\nevent: success\ndata: {"counted":2}\n\n',
    );
  });

  it('is read by the browser’s client: progress in order, the result, the error’s message', async () => {
    const progress: unknown[] = [];
    await expect(http().stream('/count', { to: 3 }, { onProgress: (data) => progress.push(data) })).resolves.toEqual({ counted: 3 });
    expect(progress).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }]);
    const refused = http().stream('/refuse', {});
    await expect(refused).rejects.toBeInstanceOf(RequestError);
    await expect(refused).rejects.toMatchObject({ detail: "Filesystem 'x' not found", status: 404, serverCode: 'ERR_VFS_MOUNT_NOT_FOUND' });
  });

  it('tells an unexpected failure as an internal error, without its detail; an expected one with its status and code', async () => {
    expect(await (await fetch(`${base}/break`, { method: 'POST' })).text()).toBe('retry: 3000\n\nevent: error\ndata: {"message":"Internal Server Error","status":500}\n\n');
    expect(loggedErrors).toContain('streamed request failed');
    expect(await (await fetch(`${base}/refuse`, { method: 'POST' })).text()).toContain(
      `event: error\ndata: {"message":"Filesystem 'x' not found","status":404,"code":"ERR_VFS_MOUNT_NOT_FOUND"}`,
    );
  });

  it('tells the work when the client has gone, and logs nothing of how the work then ends', async () => {
    const errorsBefore = loggedErrors.length;
    // Node's own client, whose destroy() closes the connection at once.
    const request = httpRequest(`${base}/forever`, { method: 'POST' });
    request.end();
    const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    await new Promise((resolve) => response.once('data', resolve));
    request.destroy();
    expect(await abandoned).toBe(true);
    expect(loggedErrors.slice(errorsBefore)).toEqual([]);
  });
});
