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

beforeAll(async () => {
  app = Fastify({ logger: false });
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
    replyWithEvents(request, reply, () => Promise.reject(Object.assign(new HttpError(404, "Filesystem 'x' not found"), { code: 'ERR_VFS_MOUNT_NOT_FOUND' }))),
  );
  app.post('/break', (request, reply) => replyWithEvents(request, reply, () => Promise.reject(new Error('secret detail'))));
  app.post('/forever', (request, reply) =>
    replyWithEvents(request, reply, (events) => {
      events.progress('started');
      return new Promise((resolve) => events.signal.addEventListener('abort', () => resolve(heardAbort(true))));
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
    await expect(http().stream('/refuse', {})).rejects.toThrow(new RequestError('ERR_REQUEST_NOT_OK', "Filesystem 'x' not found", 200, 'ERR_VFS_MOUNT_NOT_FOUND'));
  });

  it('tells an unexpected failure as an internal error, without its detail, with its code when it has one', async () => {
    expect(await (await fetch(`${base}/break`, { method: 'POST' })).text()).toBe('retry: 3000\n\nevent: error\ndata: {"message":"Internal Server Error"}\n\n');
    expect(await (await fetch(`${base}/refuse`, { method: 'POST' })).text()).toContain(
      `event: error\ndata: {"message":"Filesystem 'x' not found","code":"ERR_VFS_MOUNT_NOT_FOUND"}`,
    );
  });

  it('tells the work when the client has gone', async () => {
    // Node's own client, whose destroy() closes the connection at once.
    const request = httpRequest(`${base}/forever`, { method: 'POST' });
    request.end();
    const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    await new Promise((resolve) => response.once('data', resolve));
    request.destroy();
    expect(await abandoned).toBe(true);
  });
});
