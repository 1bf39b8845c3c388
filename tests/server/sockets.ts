import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { SOCKET_PATH, type ServerSocketMessage } from '../../server/contract';
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

/** Opens a websocket to `url`. */
export function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
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
