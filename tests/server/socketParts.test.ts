import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Authentication } from '../../server/auth';
import { SOCKET_CLOSE, SOCKET_LIMITS, type ServerSocketMessage } from '../../server/contract';
import {
  channelFor,
  createLocalBroker,
  createSocketHub,
  fullBucket,
  parseClientMessage,
  startSocketServer,
  takeToken,
  type ServedSocket,
  type SocketPeer,
} from '../../server/socket';

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

/** A websocket as the server sees one, with what it was sent and how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  bufferedAmount = 0;
  sent: ServerSocketMessage[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text) as ServerSocketMessage);
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const valid: Authentication = { state: 'valid', claims: { userId: 'u1', accountId: 'a1', username: 'demo', sessionId: 's1' } };

function peer(id: string, userId: string, accountId = 'a1', sessionId = `session-of-${id}`): SocketPeer & { texts: string[]; closes: number[] } {
  const texts: string[] = [];
  const closes: number[] = [];
  return { id, userId, accountId, sessionId, texts, closes, sendText: (text) => texts.push(text), close: (code) => closes.push(code) };
}

describe('a socket being served', () => {
  // The message rate is measured on performance.now(): it moves with the fake time too.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  async function served(authenticate: () => Promise<Authentication> = () => Promise.resolve(valid)) {
    const socket = new FakeSocket();
    const server = await startSocketServer({
      database: { kind: 'sqlite', file: ':memory:' },
      db: undefined as never,
      clock: { now: () => 0 },
      log,
      authenticate,
      activeSessions: () => Promise.resolve(new Set()),
      manifest: () => Promise.resolve([]),
      publicOrigin: undefined,
    });
    server.serve(socket as unknown as ServedSocket, { address: '127.0.0.1', origin: undefined, host: 'localhost', log });
    return { socket, server };
  }

  it('is closed when no auth message comes within the limit', async () => {
    const { socket, server } = await served();
    await vi.advanceTimersByTimeAsync(SOCKET_LIMITS.authTimeoutMs - 1);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).toEqual({ code: SOCKET_CLOSE.policy, reason: `No auth message within ${SOCKET_LIMITS.authTimeoutMs / 1000} s` });
    await server.close();
  });

  it('is closed, rather than buffered for without bound, when it reads slower than it is written to', async () => {
    const { socket, server } = await served();
    socket.receive({ name: 'auth', params: { jwt: 'token' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toEqual([{ name: 'ready', params: { socket: expect.any(String) } }]);
    server.toUser('u1', { name: 'packages', params: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toHaveLength(2);

    socket.bufferedAmount = SOCKET_LIMITS.bufferedBytes - 10;
    server.toUser('u1', { name: 'packages', params: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toHaveLength(2);
    expect(socket.closedWith).toEqual({ code: SOCKET_CLOSE.policy, reason: `Too slow: over ${SOCKET_LIMITS.bufferedBytes} bytes waiting to be read` });
    await server.close();
  });

  it('refuses binary messages, naming what it takes', async () => {
    const { socket, server } = await served();
    socket.emit('message', Buffer.from([1, 2, 3]), true);
    expect(socket.closedWith).toEqual({ code: SOCKET_CLOSE.policy, reason: 'Binary messages are not accepted: send JSON text' });
    await server.close();
  });

  it('takes a burst of messages, then about the rate a second', async () => {
    const { socket, server } = await served();
    socket.receive({ name: 'auth', params: { jwt: 'token' } });
    for (let count = 1; count < SOCKET_LIMITS.messageBurst; count++) socket.receive({ name: 'app', params: { pid: 1, name: 'Sandbox', args: count } });
    await vi.advanceTimersByTimeAsync(1000);
    for (let count = 0; count < SOCKET_LIMITS.messagesPerSecond; count++) socket.receive({ name: 'app', params: { pid: 1, name: 'Sandbox', args: count } });
    expect(socket.closedWith).toBeNull();
    socket.receive({ name: 'app', params: { pid: 1, name: 'Sandbox', args: 'one too many' } });
    expect(socket.closedWith?.code).toBe(SOCKET_CLOSE.policy);
    await server.close();
  });
});

describe('the hub', () => {
  it('delivers to a user’s sockets (in one account, but one), a sign-in’s, or everyone’s, serializing once', async () => {
    const broker = createLocalBroker();
    const hub = createSocketHub(broker, log);
    const [a, b, c, d] = [peer('a', 'u1'), peer('b', 'u1', 'a2'), peer('c', 'u1'), peer('d', 'u2', 'a1', 'session-of-c')];
    const removals = [a, b, c, d].map((each) => hub.add(each));
    const message: ServerSocketMessage = { name: 'app', params: { pid: null, name: 'Sandbox', args: 1 } };

    await hub.publish({ to: { kind: 'user', userId: 'u1', accountId: 'a1', exceptSocket: 'a' }, send: message });
    expect([a, b, c, d].map((each) => each.texts.length)).toEqual([0, 0, 1, 0]);
    await hub.publish({ to: { kind: 'user', userId: 'u1' }, send: message });
    expect([a, b, c, d].map((each) => each.texts.length)).toEqual([1, 1, 2, 0]);
    await hub.publish({ to: { kind: 'session', sessionId: 'session-of-c' }, close: { code: 4002, reason: 'Session Expired' } });
    expect([a, b, c, d].map((each) => each.closes)).toEqual([[], [], [4002], [4002]]);
    await hub.publish({ to: { kind: 'everyone' }, send: message });
    expect(new Set([a, b, c, d].map((each) => each.texts.at(-1)))).toEqual(new Set([JSON.stringify(message)]));

    removals[3]?.();
    expect(hub.size).toBe(3);
    expect(hub.sessionIds().sort()).toEqual(['session-of-a', 'session-of-b', 'session-of-c']);
    hub.close();
    await hub.publish({ to: { kind: 'everyone' }, send: message });
    expect(a.texts).toHaveLength(2);
  });
});

describe('the sign-in check', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('closes the sockets of sign-ins that are over, asking in batches', async () => {
    const asked: string[][] = [];
    const server = await startSocketServer({
      database: { kind: 'sqlite', file: ':memory:' },
      db: undefined as never,
      clock: { now: () => 0 },
      log,
      authenticate: () => Promise.resolve(valid),
      activeSessions: (ids) => {
        asked.push([...ids]);
        return Promise.resolve(new Set(ids.filter((id) => id !== 'session-of-p7')));
      },
      manifest: () => Promise.resolve([]),
      publicOrigin: undefined,
    });
    const peers = Array.from({ length: 600 }, (_, index) => peer(`p${index}`, 'u1'));
    for (const each of peers) server.hub.add(each);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked.map((batch) => batch.length)).toEqual([500, 100]);
    expect(peers.filter((each) => each.closes.length > 0).map((each) => [each.id, each.closes])).toEqual([['p7', [SOCKET_CLOSE.sessionExpired]]]);
    await server.close();
  });
});

describe('socket rules', () => {
  it('refills the bucket with time, up to the burst', () => {
    const rate = { perSecond: 2, burst: 3 };
    let bucket = fullBucket(rate, 0);
    const take = (now: number) => {
      const taken = takeToken(bucket, rate, now);
      bucket = taken.bucket;
      return taken.allowed;
    };
    expect([take(0), take(0), take(0), take(0)]).toEqual([true, true, true, false]);
    expect([take(499), take(500)]).toEqual([false, true]);
    expect([take(60_000), take(60_000), take(60_000), take(60_000)]).toEqual([true, true, true, false]);
  });

  it('reads a message of the browser’s, or names what is wrong with it', () => {
    expect(parseClientMessage('{"name":"auth","params":{"jwt":"x"}}')).toEqual({ ok: true, message: { name: 'auth', params: { jwt: 'x' } } });
    expect(parseClientMessage('[]')).toEqual({ ok: false, error: 'The message is not an object: expected { "name": …, "params": … }' });
    expect(parseClientMessage('{"params":{}}')).toEqual({ ok: false, error: "The message's name null is none of auth, app" });
    expect(parseClientMessage('{"name":"auth","params":{"jwt":""}}')).toMatchObject({ ok: false, error: expect.stringMatching(/^The 'auth' message is invalid: \/params\/jwt /) });
    expect(parseClientMessage('{"name":"app","params":{"pid":1,"name":"A","args":null,"extra":1}}')).toMatchObject({ ok: false });
  });

  it('names one PostgreSQL channel per schema, within the 63 bytes of an identifier', () => {
    expect(channelFor('public')).toBe('atrium_live_public');
    expect(channelFor('atrium_test_0a1b2c3d')).toBe('atrium_live_atrium_test_0a1b2c3d');
    const long = channelFor('s'.repeat(60));
    expect(long).toMatch(/^atrium_live_[0-9a-f]{32}$/);
    expect(long).not.toBe(channelFor('t'.repeat(60)));
  });
});
