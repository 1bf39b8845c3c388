import type { ServerSocketMessage } from '../../../server/contract';
import { createSocketClient, type BrowserSocket, type SocketClient, type SocketClientDeps } from '../../../engine/socket';

/** A browser WebSocket the test opens, answers and closes. */
export class FakeSocket implements BrowserSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  private readonly listeners = new Map<string, ((event: never) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }
  private fire(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
  /** The socket opens (the server took the upgrade). */
  open() {
    this.readyState = 1;
    this.fire('open', {});
  }
  message(message: ServerSocketMessage | string) {
    this.fire('message', { data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  /** The server accepted the session. */
  ready() {
    this.open();
    this.message({ name: 'ready', params: { socket: 'id' } });
  }
  /** The connection ends, as the browser reports it. */
  lose(code = 1006, reason = '') {
    this.readyState = 3;
    this.fire('close', { code, reason });
  }
}

/**
 * A socket client on FakeSockets and the test's timers (fake or real), with deps a test may
 * override: a token, a reconnect interval of 1 s, a ping a minute, no jitter.
 */
export function fakeSocketClient(overrides: Partial<SocketClientDeps> = {}): { client: SocketClient; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const client = createSocketClient({
    url: 'ws://atrium.test/api/socket',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    token: () => 'jwt',
    refreshToken: () => Promise.resolve(true),
    onSessionExpired: () => undefined,
    ping: () => Promise.resolve(),
    reconnectIntervalMs: 1000,
    pingIntervalMs: 60_000,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => 0,
    log: { warn: () => undefined },
    ...overrides,
  });
  return { client, sockets };
}
