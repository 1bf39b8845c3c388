// A round-robin balancer for several Atrium instances on 127.0.0.1, as a reverse proxy in front of
// them is: each request and each websocket goes to the next instance in turn, with the client's
// address appended to X-Forwarded-For (the instances run with TRUST_PROXY=1, so their per-address
// limits see the client, not the balancer). Plain JavaScript so that benchmarks and tests share it.
//
// As a program: node tests/bench/balancer.mjs <port> <target>… (targets as http://127.0.0.1:PORT)
// prints the port it listens on, a line, once it takes connections, and stops on SIGTERM.
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The hop-by-hop headers a proxy does not pass on (RFC 9110 7.6.1); an upgrade keeps its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/**
 * Idle connections to the instances are closed after this long, before the instances' own
 * keep-alive timeout (Fastify's 72 s) could close one under a request being sent on it.
 */
const UPSTREAM_IDLE_MS = 60_000;
/** Idle client connections are kept this long, longer than the instances' own, as nginx's 75 s. */
const CLIENT_KEEP_ALIVE_MS = 75_000;

const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

const forwardedFor = (headers, address) => (headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address);

/** A request's head as raw HTTP/1.1, for an upgrade passed on over a plain socket. */
function rawHead(request, headers) {
  const lines = [`${request.method} ${request.url} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) for (const one of [value].flat()) lines.push(`${name}: ${one}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Starts a balancer on 127.0.0.1:`port` (0: a free one) in front of `targets` (base URLs such as
 * http://127.0.0.1:8081). An instance that refuses the connection (it is down) passes the request
 * on to the next, before any of its body is sent, as a proxy's health checks would; a request
 * whose instance dies while it is under way is cut, as a real proxy's client sees it. When no
 * instance takes it, the answer is 502. Websockets are not passed on: a client opens another.
 */
export function startBalancer(targets, { port = 0 } = {}) {
  const upstreams = targets.map((target) => new URL(target));
  let next = 0;
  const routed = [];
  const sockets = new Set();
  const agent = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS });

  /** Sends `request` to the `attempt`th instance after the `start`th. */
  const forward = (request, response, start, attempt) => {
    if (attempt === upstreams.length) {
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'error', message: `The balancer could reach none of its ${upstreams.length} instances` }));
      return;
    }
    const upstream = upstreams[(start + attempt) % upstreams.length];
    const headers = { ...endToEnd(request.headers), 'x-forwarded-for': forwardedFor(request.headers, request.socket.remoteAddress) };
    let connected = false;
    const proxied = httpRequest({ agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    proxied.on('socket', (socket) => {
      const send = () => {
        connected = true;
        routed.push(Number(upstream.port));
        request.pipe(proxied);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
    proxied.on('error', () => {
      if (!connected) forward(request, response, start, attempt + 1);
      else response.destroy();
    });
    response.on('close', () => {
      if (!response.writableFinished) proxied.destroy();
    });
  };

  const server = createServer((request, response) => forward(request, response, next++, 0));

  server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;

  server.on('upgrade', (request, client, head) => {
    const upstream = upstreams[next++ % upstreams.length];
    const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request.headers, request.socket.remoteAddress) };
    const socket = connect(Number(upstream.port), upstream.hostname, () => {
      socket.write(rawHead(request, headers));
      if (head.length > 0) socket.write(head);
      socket.pipe(client);
      client.pipe(socket);
    });
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => client.destroy());
    client.on('error', () => socket.destroy());
    client.on('close', () => socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address();
      resolve({
        port: listening,
        base: `http://127.0.0.1:${listening}`,
        url: `ws://127.0.0.1:${listening}/api/socket`,
        routed,
        /** Stops taking connections and cuts the open ones, both sides. */
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
            agent.destroy();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, ...targets] = process.argv.slice(2);
  if (targets.length === 0) throw new Error('usage: node tests/bench/balancer.mjs <port> <target>…');
  const balancer = await startBalancer(targets, { port: Number(port) });
  process.once('SIGTERM', () => balancer.close().then(() => process.exit(0)));
  console.log(balancer.port);
}
