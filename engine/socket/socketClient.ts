import type { ClientSocketMessage, ServerSocketEvent, ServerSocketMessage } from '../../server/contract';
import { createEmitter, writableValue, type Disposable, type ReadableValue } from '../core';
import { SOCKET_CLOSE, SOCKET_CLOSE_NORMAL, SOCKET_PATH, SOCKET_REFUSED_RETRY_MS, SOCKET_TOKEN_RETRIES } from './constants';
import { nextSocketState, reconnectDelay, type SocketEvent, type SocketState } from './states';

/** What the client uses of the browser's WebSocket. */
export interface BrowserSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

/** WebSocket.OPEN. */
const OPEN = 1;

export interface SocketClientDeps {
  /** The socket's URL (socketUrl). */
  url: string;
  /** Opens a socket: `(url) => new WebSocket(url)`. */
  connect: (url: string) => BrowserSocket;
  /** The session jwt, or null when signed out. */
  token: () => string | null;
  /** Exchanges the refresh token for a new pair; false when refused. */
  refreshToken: () => Promise<boolean>;
  /** The server ended the session: sign the user out. */
  onSessionExpired: () => void;
  /** GET /ping; its failures are the request flow's to handle (a refresh, a sign-out). */
  ping: () => Promise<unknown>;
  /** Between attempts, before the jitter (spec: 1000 ms by default, 5000 ms configured). */
  reconnectIntervalMs: number;
  /** Half the cookie max age (docs/features/live-connection.md#in-the-page). */
  pingIntervalMs: number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1), for the jitter (Math.random). */
  random: () => number;
  log: Pick<Console, 'warn'>;
}

/** The desktop's live connection to the server. */
export interface SocketClient extends Disposable {
  readonly state: ReadableValue<SocketState>;
  /** Starts connecting, and keeps reconnecting until closed: the lifecycle's step after start. */
  open(): void;
  /** Closes for good (sign-out): no more attempts. */
  close(): void;
  /** Sends `message` if connected, and says whether it did: nothing is queued, so nothing stale arrives later. */
  send(message: ClientSocketMessage): boolean;
  /** The server's messages other than the connection's own (ready, error). */
  onDidReceive(listener: (message: ServerSocketEvent) => void): Disposable;
}

/** The socket's URL on the page's own origin, ws: or wss: as the page is served. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

function parse(data: unknown): ServerSocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<ServerSocketMessage> | null;
    return message && typeof message.name === 'string' ? (message as ServerSocketMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The websocket's state machine (docs/features/live-connection.md#in-the-page): connecting, connected, failed
 * while it has never connected, disconnected after a loss; either way it tries again after the
 * interval plus jitter. The server accepting the session (`ready`), not the socket opening, makes
 * it connected. A token refused (4001) is refreshed and the socket opened again at once; a session
 * over (4002) signs the user out; a refused origin (4003) or too many sockets (4029) waits
 * SOCKET_REFUSED_RETRY_MS before the next attempt. While connected, GET /ping runs at its interval.
 */
export function createSocketClient(deps: SocketClientDeps): SocketClient {
  const state = writableValue<SocketState>('idle');
  const received = createEmitter<ServerSocketEvent>();
  let socket: BrowserSocket | null = null;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;
  /** Token refusals in a row: a server that keeps refusing fresh tokens is waited for like a lost one. */
  let tokenRefusals = 0;

  const move = (event: SocketEvent) => state.set(nextSocketState(state.get(), event));
  const closed = () => state.get() === 'closed';

  function clear(timer: unknown): null {
    if (timer !== null) deps.clearTimeout(timer);
    return null;
  }

  function attempt(): void {
    reconnectTimer = null;
    if (closed()) return;
    const ws = deps.connect(deps.url);
    socket = ws;
    ws.addEventListener('open', () => {
      const jwt = deps.token();
      if (jwt) ws.send(JSON.stringify({ name: 'auth', params: { jwt } } satisfies ClientSocketMessage));
      else sessionExpired();
    });
    ws.addEventListener('message', ({ data }) => {
      if (ws === socket) receive(data);
    });
    ws.addEventListener('close', ({ code, reason }) => {
      if (ws === socket) lost(code, reason);
    });
  }

  function receive(data: unknown): void {
    const message = parse(data);
    if (!message) {
      deps.log.warn('Atrium: the server sent a socket message that is no { name, params }; ignored', data);
      return;
    }
    if (message.name === 'ready') {
      tokenRefusals = 0;
      move('ready');
      schedulePing();
    } else if (message.name === 'error') {
      deps.log.warn(`Atrium: the server refused a socket message: ${message.params.message}`);
    } else {
      received.fire(message);
    }
  }

  function lost(code: number, reason: string): void {
    socket = null;
    pingTimer = clear(pingTimer);
    if (closed()) return;
    if (code === SOCKET_CLOSE.sessionExpired) return sessionExpired();
    if (code === SOCKET_CLOSE.tokenInvalid && tokenRefusals < SOCKET_TOKEN_RETRIES) {
      tokenRefusals += 1;
      void deps.refreshToken().then(
        (refreshed) => (refreshed ? attempt() : sessionExpired()),
        () => sessionExpired(),
      );
      return;
    }
    // A limit the page broke is its own bug: said once per loss, and the connection comes back.
    if (code === SOCKET_CLOSE.policy || code === SOCKET_CLOSE.tooBig) deps.log.warn(`Atrium: the server closed the socket: ${reason}`);
    // The same attempt at once would be refused the same way: said, and tried again much later.
    const refused = code === SOCKET_CLOSE.originRefused || code === SOCKET_CLOSE.tooManySockets;
    if (refused) deps.log.warn(`Atrium: the server refused the socket: ${reason}`);
    move('lost');
    reconnectTimer = deps.setTimeout(attempt, reconnectDelay(refused ? SOCKET_REFUSED_RETRY_MS : deps.reconnectIntervalMs, deps.random));
  }

  function sessionExpired(): void {
    close();
    deps.onSessionExpired();
  }

  function schedulePing(): void {
    pingTimer = deps.setTimeout(() => {
      pingTimer = null;
      if (state.get() !== 'connected') return;
      deps.ping().catch((error: unknown) => deps.log.warn('Atrium: GET /ping failed', error));
      schedulePing();
    }, deps.pingIntervalMs);
  }

  function close(): void {
    if (closed()) return;
    move('close');
    reconnectTimer = clear(reconnectTimer);
    pingTimer = clear(pingTimer);
    const ws = socket;
    socket = null;
    ws?.close(SOCKET_CLOSE_NORMAL, 'Signed out');
  }

  return {
    state,
    open() {
      if (state.get() !== 'idle') return;
      move('open');
      attempt();
    },
    close,
    send(message) {
      if (state.get() !== 'connected' || socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    onDidReceive: received.event,
    dispose: close,
  };
}
