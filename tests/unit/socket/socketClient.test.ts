import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE as SERVER_CLOSE, SOCKET_PATH as SERVER_PATH } from '../../../server/contract';
import {
  masksInput,
  nextSocketState,
  reconnectDelay,
  socketUrl,
  SOCKET_CLOSE,
  SOCKET_PATH,
  SOCKET_REFUSED_RETRY_MS,
  SOCKET_TOKEN_RETRIES,
  type SocketState,
} from '../../../engine/socket';
import { fakeSocketClient } from './fakeSocket';

const INTERVAL = 1000;
const PING = 60_000;

function setUp({ random = 0.5, token = 'jwt-1' as string | null, refresh = () => Promise.resolve(true) } = {}) {
  const onSessionExpired = vi.fn();
  const ping = vi.fn(() => Promise.resolve('pong'));
  const refreshToken = vi.fn(refresh);
  const log = { warn: vi.fn() };
  let currentToken = token;
  const { client, sockets } = fakeSocketClient({
    token: () => currentToken,
    refreshToken: async () => {
      const refreshed = await refreshToken();
      if (refreshed) currentToken = `jwt-${sockets.length + 1}`;
      return refreshed;
    },
    onSessionExpired,
    ping,
    reconnectIntervalMs: INTERVAL,
    pingIntervalMs: PING,
    random: () => random,
    log,
  });
  const states: SocketState[] = [];
  client.state.subscribe((state) => states.push(state));
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  return { client, sockets, last, states, onSessionExpired, ping, refreshToken, log };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the socket state machine', () => {
  it('moves as the spec says: failed only before the first connection, closed for good', () => {
    const after = (events: Parameters<typeof nextSocketState>[1][]) => events.reduce<SocketState>((state, event) => nextSocketState(state, event), 'idle');
    expect(after(['open'])).toBe('connecting');
    expect(after(['open', 'lost'])).toBe('failed');
    expect(after(['open', 'lost', 'lost'])).toBe('failed');
    expect(after(['open', 'lost', 'ready'])).toBe('connected');
    expect(after(['open', 'ready', 'lost'])).toBe('disconnected');
    expect(after(['open', 'ready', 'lost', 'lost', 'ready'])).toBe('connected');
    expect(after(['open', 'ready', 'close', 'open', 'ready'])).toBe('closed');
    expect(after(['ready', 'lost'])).toBe('idle');
    expect((['idle', 'connecting', 'connected', 'failed', 'disconnected', 'closed'] as const).filter(masksInput)).toEqual(['failed', 'disconnected']);
  });

  it('waits the interval plus up to as much again at random', () => {
    expect(reconnectDelay(1000, () => 0)).toBe(1000);
    expect(reconnectDelay(5000, () => 0.5)).toBe(7500);
    expect(reconnectDelay(1000, () => 0.999)).toBeCloseTo(1999);
  });

  it('knows the server’s path and close codes', () => {
    expect(SOCKET_PATH).toBe(SERVER_PATH);
    expect(SOCKET_CLOSE).toEqual(SERVER_CLOSE);
  });

  it('speaks ws: to an http page and wss: to an https one, on its own host', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/socket');
    expect(socketUrl({ protocol: 'https:', host: 'atrium.example.com' })).toBe('wss://atrium.example.com/api/socket');
  });
});

describe('the socket client', () => {
  it('authenticates with the session jwt when the socket opens, and is connected only once the server says ready', () => {
    const { client, last, states } = setUp();
    client.open();
    expect(client.state.get()).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([{ name: 'auth', params: { jwt: 'jwt-1' } }]);
    expect(client.state.get()).toBe('connecting');
    last().message({ name: 'ready', params: { socket: 's1' } });
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('fails when the first attempt fails, then tries again at the interval plus jitter, and connects', async () => {
    const { client, sockets, last, states } = setUp({ random: 0.5 });
    client.open();
    last().lose();
    expect(client.state.get()).toBe('failed');
    await vi.advanceTimersByTimeAsync(reconnectDelay(INTERVAL, () => 0.5) - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().lose();
    await vi.advanceTimersByTimeAsync(1500);
    last().ready();
    expect(states).toEqual(['connecting', 'failed', 'connected']);
  });

  it('is disconnected when a connection is lost, reconnects at the interval, and is connected again', async () => {
    const { client, sockets, last, states } = setUp({ random: 0 });
    client.open();
    last().ready();
    last().lose(SOCKET_CLOSE.goingAway, 'Server shutting down');
    expect(client.state.get()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(sockets).toHaveLength(2);
    last().lose();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    last().ready();
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
    expect(sockets.map((socket) => socket.url)).toEqual(Array(3).fill('ws://atrium.test/api/socket'));
  });

  it('refreshes a refused token and opens the socket again at once, without failing', async () => {
    const { client, sockets, last, states, refreshToken } = setUp();
    client.open();
    last().open();
    last().lose(SOCKET_CLOSE.tokenInvalid, 'Token Invalid');
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ name: 'auth', params: { jwt: 'jwt-2' } }]);
    last().message({ name: 'ready', params: { socket: 's2' } });
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('waits like for a lost connection when fresh tokens keep being refused', async () => {
    const { client, sockets, last } = setUp();
    client.open();
    for (let refusal = 0; refusal < SOCKET_TOKEN_RETRIES; refusal++) {
      last().lose(SOCKET_CLOSE.tokenInvalid, 'Token Invalid');
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(sockets).toHaveLength(SOCKET_TOKEN_RETRIES + 1);
    last().lose(SOCKET_CLOSE.tokenInvalid, 'Token Invalid');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.get()).toBe('failed');
    expect(sockets).toHaveLength(SOCKET_TOKEN_RETRIES + 1);
  });

  it('after a refused origin or too many sockets, says why and waits the long retry, not the interval', async () => {
    for (const [code, reason] of [
      [SOCKET_CLOSE.originRefused, 'Origin not allowed'],
      [SOCKET_CLOSE.tooManySockets, 'Too many sockets'],
    ] as const) {
      const { client, sockets, last, log } = setUp({ random: 0 });
      client.open();
      last().open();
      last().lose(code, reason);
      expect(client.state.get()).toBe('failed');
      expect(log.warn).toHaveBeenCalledWith(`Atrium: the server refused the socket: ${reason}`);
      await vi.advanceTimersByTimeAsync(SOCKET_REFUSED_RETRY_MS - 1);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(2);
      client.close();
    }
  });

  it('signs out when the session is over, or the token cannot be refreshed, and tries no more', async () => {
    const ended = setUp();
    ended.client.open();
    ended.last().ready();
    ended.last().lose(SOCKET_CLOSE.sessionExpired, 'Session Expired');
    expect(ended.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(ended.client.state.get()).toBe('closed');

    const unrefreshed = setUp({ refresh: () => Promise.resolve(false) });
    unrefreshed.client.open();
    unrefreshed.last().lose(SOCKET_CLOSE.tokenInvalid, 'Token Invalid');
    await vi.advanceTimersByTimeAsync(0);
    expect(unrefreshed.onSessionExpired).toHaveBeenCalledTimes(1);

    const tokenless = setUp({ token: null });
    tokenless.client.open();
    tokenless.last().open();
    expect(tokenless.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenless.last().closedWith).toEqual([1000, 'Signed out']);

    await vi.advanceTimersByTimeAsync(60_000);
    expect([ended, unrefreshed, tokenless].map(({ sockets }) => sockets.length)).toEqual([1, 1, 1]);
  });

  it('pings at its interval while connected, and not while disconnected', async () => {
    const { client, last, ping } = setUp({ random: 0 });
    client.open();
    last().ready();
    await vi.advanceTimersByTimeAsync(PING * 2);
    expect(ping).toHaveBeenCalledTimes(2);
    last().lose();
    await vi.advanceTimersByTimeAsync(PING * 2);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('sends only while connected, and hands on the server’s events but not its own', () => {
    const { client, last, log } = setUp();
    const events: unknown[] = [];
    client.onDidReceive((message) => events.push(message));
    const message = { name: 'app', params: { pid: 1, name: 'Sandbox', args: 'hi' } } as const;
    expect(client.send(message)).toBe(false);
    client.open();
    last().ready();
    expect(client.send(message)).toBe(true);
    expect(last().sent.at(-1)).toEqual(message);
    last().message({ name: 'packages', params: {} });
    last().message({ name: 'error', params: { message: 'The socket is authenticated already' } });
    last().message('garbage');
    expect(events).toEqual([{ name: 'packages', params: {} }]);
    expect(log.warn).toHaveBeenCalledWith('Atrium: the server refused a socket message: The socket is authenticated already');
  });

  it('closes for good at sign-out, and ignores what the old socket still reports', async () => {
    const { client, sockets, last, states } = setUp();
    client.open();
    const first = last();
    first.ready();
    client.close();
    expect(first.closedWith).toEqual([1000, 'Signed out']);
    first.lose(1000, 'Signed out');
    first.message({ name: 'packages', params: {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(states).toEqual(['connecting', 'connected', 'closed']);
    client.open();
    expect(client.state.get()).toBe('closed');
  });
});
