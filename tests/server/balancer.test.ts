import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startBalancer, type Balancer } from '../bench/balancer.mjs';

/** A stand-in instance: answers its name and the X-Forwarded-For it was given, and echoes websocket messages with its name. */
async function startBackend(name: string): Promise<{ base: string; server: HttpServer }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (ws, request) => {
    ws.on('message', (data) => ws.send(`${name} ${String(data)} ${String(request.headers['x-forwarded-for'])}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function balancerOver(names: string[]): Promise<Balancer> {
  const backends = await Promise.all(names.map(startBackend));
  for (const { server } of backends) {
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    cleanups.push(async () => server.closeAllConnections());
  }
  const balancer = await startBalancer(backends.map((backend) => backend.base));
  cleanups.push(() => balancer.close());
  return balancer;
}

describe('the bench and test balancer (tests/bench/balancer.mjs)', () => {
  it('sends each request to the next instance in turn, with the client address appended to X-Forwarded-For', async () => {
    const balancer = await balancerOver(['one', 'two']);
    const answers = [];
    for (let request = 0; request < 4; request++) answers.push(await (await fetch(balancer.base, { headers: { 'x-forwarded-for': '203.0.113.7' } })).json());
    expect(answers.map((answer) => answer.name)).toEqual(['one', 'two', 'one', 'two']);
    expect(answers[0].forwardedFor).toBe('203.0.113.7, 127.0.0.1');
  });

  it('passes websockets on to the instances in turn, both ways', async () => {
    const balancer = await balancerOver(['one', 'two']);
    const echoes = [];
    for (let socket = 0; socket < 2; socket++) {
      const ws = new WebSocket(balancer.url);
      cleanups.push(async () => ws.terminate());
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const echoed = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
      ws.send('hello');
      echoes.push(await echoed);
    }
    expect(echoes).toEqual(['one hello 127.0.0.1', 'two hello 127.0.0.1']);
  });

  it('passes a request an instance refuses on to the next, body and all', async () => {
    const live = await startBackend('live');
    cleanups.push(() => new Promise<void>((resolve) => live.server.close(() => resolve())));
    cleanups.push(async () => live.server.closeAllConnections());
    const livePort = Number(new URL(live.base).port);
    // Port 1 of 127.0.0.1: nothing listens there, so the connection is refused.
    const balancer = await startBalancer(['http://127.0.0.1:1', live.base]);
    cleanups.push(() => balancer.close());
    for (let request = 0; request < 2; request++) {
      const answer = await fetch(balancer.base, { method: 'POST', body: 'a body' });
      expect((await answer.json()).name).toBe('live');
    }
    expect(balancer.routed).toEqual([livePort, livePort]);
  });

  it('answers 502 in the error envelope when no instance can be reached', async () => {
    const balancer = await startBalancer(['http://127.0.0.1:1']);
    cleanups.push(() => balancer.close());
    const response = await fetch(`${balancer.base}/api/health`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 'error', message: 'The balancer could reach none of its 1 instances' });
  });
});
