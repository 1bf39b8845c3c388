import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** An HTTP balancer on 127.0.0.1: each request to the next instance in turn. */
export interface HttpBalancer {
  url: string;
  /** The port of the instance each request went to, in order. */
  routed: number[];
  close(): Promise<void>;
}

/**
 * Starts a balancer over `ports` (instances on 127.0.0.1) that sends each request, not each
 * connection, to the next of them, as a proxy with no stickiness does. A request an instance
 * refuses to connect (it is down) goes on to the next, before any of its body is sent; one whose
 * instance dies while answering is cut, as a real proxy's client sees it.
 */
export async function startHttpBalancer(ports: readonly number[]): Promise<HttpBalancer> {
  const routed: number[] = [];
  const sockets = new Set<Socket>();
  let next = 0;
  const forward = (incoming: IncomingMessage, answer: ServerResponse, attempt: number, start: number) => {
    if (attempt >= ports.length) {
      answer.writeHead(502).end();
      return;
    }
    const port = ports[(start + attempt) % ports.length] ?? 0;
    let connected = false;
    // A connection of its own per request (no agent), so that 'connect' says the instance took it.
    const outgoing = request({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent: false });
    outgoing.on('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        routed.push(port);
        incoming.pipe(outgoing);
      }),
    );
    outgoing.on('response', (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
      response.on('error', () => answer.destroy());
      response.on('aborted', () => answer.destroy());
    });
    outgoing.on('error', () => {
      if (connected) answer.destroy();
      else forward(incoming, answer, attempt + 1, start);
    });
  };
  const server = createServer((incoming, answer) => forward(incoming, answer, 0, next++));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routed,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
