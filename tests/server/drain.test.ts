import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { drainOnClose, type App } from '../../server/http';

function appWithLog(): { app: App; warnings: { msg: string }[] } {
  const warnings: { msg: string }[] = [];
  const stream = { write: (line: string) => warnings.push(JSON.parse(line) as { msg: string }) };
  return { app: Fastify({ logger: { level: 'warn', stream } }) as unknown as App, warnings };
}

/** A client that sends a request's headers and only part of the body it announces, then waits. */
async function halfSentPost(port: number, url: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
  return socket;
}

it('cuts a connection whose request never completes once the grace is over, naming its route', async () => {
  const { app, warnings } = appWithLog();
  const close = drainOnClose(app, 200);
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  app.addHook('onRequest', async () => arrived());
  app.post('/api/things/:id', () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const client = await halfSentPost((app.server.address() as AddressInfo).port, '/api/things/7');
  const cut = new Promise<void>((resolve) => client.once('close', () => resolve()));
  await requested;

  await close();
  await cut;
  expect(warnings.map((warning) => warning.msg)).toEqual(['shutdown: connections still open after 200 ms are cut; requests under way: POST /api/things/:id']);
});

it('lets a request under way finish within the grace, and cuts nothing', async () => {
  const { app, warnings } = appWithLog();
  const close = drainOnClose(app, 60_000);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const handling = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow', async () => {
    started();
    await released;
    return { finished: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const answer = fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/slow`).then((response) => response.json());
  await handling;

  const closed = close();
  release();
  expect(await answer).toEqual({ finished: true });
  await closed;
  expect(warnings).toEqual([]);
});
