import { connect as connectNet, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import WebSocket, { type ClientOptions } from 'ws';
import { createSocketClient, type BrowserSocket, type SocketClient } from '../../engine/socket';
import { SOCKET_PATH, type ServerSocketEvent, type ServerSocketMessage } from '../../server/contract';
import type { Server } from '../../server/app';

/** A websocket of a test, with what it received and how it closed. */
export interface TestSocket {
  ws: WebSocket;
  /** Every message received so far, in order. */
  received: ServerSocketMessage[];
  /** Resolves with the first message (from now on, or already received and not yet taken) that `match` accepts. */
  next<N extends ServerSocketMessage['name']>(name: N, match?: (message: Extract<ServerSocketMessage, { name: N }>) => boolean): Promise<Extract<ServerSocketMessage, { name: N }>>;
  /** Resolves with the close code and reason once the socket has closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** Listens on 127.0.0.1 and a free port, and answers the websocket URL. */
export async function listen(server: Server): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${SOCKET_PATH}`;
}

/** Opens a websocket to `url` (`options.origin` sends an Origin header, as a browser's page does). */
export function openSocket(url: string, options?: ClientOptions): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const received: ServerSocketMessage[] = [];
  const taken = new Set<ServerSocketMessage>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as ServerSocketMessage);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const waiter of [...waiters]) waiter();
    });
  });
  const socket: TestSocket = {
    ws,
    received,
    closed,
    next(name, match = () => true) {
      type Wanted = Extract<ServerSocketMessage, { name: typeof name }>;
      const find = () => received.find((message): message is Wanted => !taken.has(message) && message.name === name && match(message as Wanted));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (found) {
            waiters.delete(check);
            taken.add(found);
            resolve(found);
          } else if (ws.readyState === WebSocket.CLOSED) {
            waiters.delete(check);
            reject(new Error(`the socket closed before a '${name}' message came; it had ${JSON.stringify(received)}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/** Opens a websocket and authenticates it with `jwt`; resolves once the server answered ready. */
export async function connectAs(url: string, jwt: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ name: 'auth', params: { jwt } });
  await socket.next('ready');
  return socket;
}

/** A TCP load balancer on 127.0.0.1 in front of several instances, as one that sends each connection to the next instance that takes it. */
export interface Balancer {
  /** The websocket URL through the balancer. */
  url: string;
  /** Which backend each connection went to, in order. */
  routed: number[];
  close(): Promise<void>;
}

/**
 * Starts a balancer over `ports` (instances listening on 127.0.0.1): connections go round-robin
 * to them, and one an instance refuses (it is down) goes on to the next.
 */
export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const connections = new Set<Socket>();
  const routed: number[] = [];
  let next = 0;
  const server = createNetServer((client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => client.destroy());
    const start = next++;
    const tryBackend = (attempt: number) => {
      if (attempt >= ports.length) return void client.destroy();
      const port = ports[(start + attempt) % ports.length] ?? 0;
      const upstream = connectNet(port, '127.0.0.1');
      upstream.once('error', () => tryBackend(attempt + 1));
      upstream.once('connect', () => {
        routed.push(port);
        connections.add(upstream);
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => {
          connections.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}${SOCKET_PATH}`,
    routed,
    close() {
      for (const connection of connections) connection.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The desktop's own socket client (engine/socket), on ws's WebSocket, as a page would run it against `url`. */
export function desktopSocket(url: string, jwt: string): { client: SocketClient; events: ServerSocketEvent[] } {
  const events: ServerSocketEvent[] = [];
  const client = createSocketClient({
    url,
    connect: (target) => new WebSocket(target) as unknown as BrowserSocket,
    token: () => jwt,
    refreshToken: () => Promise.resolve(false),
    onSessionExpired: () => undefined,
    ping: () => Promise.resolve(),
    reconnectIntervalMs: 100,
    pingIntervalMs: 60_000,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => Math.random(),
    log: { warn: () => undefined },
  });
  client.onDidReceive((event) => events.push(event));
  return { client, events };
}
