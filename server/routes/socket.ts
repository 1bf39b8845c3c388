import websocket from '@fastify/websocket';
import { PingAnswer, SOCKET_CLOSE, SOCKET_LIMITS, SOCKET_PATH } from '../contract';
import { requireBearer, type App, type Authenticator } from '../http';
import { HARD_MESSAGE_LIMIT_FACTOR, SOCKET_HEARTBEAT_MS, startHeartbeat, type SocketServer } from '../socket';

export interface SocketRouteOptions {
  socketServer: Pick<SocketServer, 'serve'>;
  authenticator: Authenticator;
}

const SHUTTING_DOWN = 'Server shutting down';
/** At shutdown, sockets that have not answered the close by then are cut off, rather than holding the exit for ws's 30 s. */
const SHUTDOWN_GRACE_MS = 1000;

/**
 * The desktop's websocket (docs/features/live-connection.md#in-the-page) and GET /ping, which the desktop
 * calls while it is connected. The socket authenticates with its first message, not at the
 * upgrade: a refused token then closes it with a code the page acts on (refresh, or sign out),
 * where a refused upgrade would look like a network failure.
 */
export async function registerSocketRoutes(app: App, { socketServer, authenticator }: SocketRouteOptions): Promise<void> {
  await app.register(websocket, {
    // Messages over the limit are refused by the connection with a reason that names it; only far
    // larger ones are cut off by ws itself, before they are read into memory.
    options: { maxPayload: SOCKET_LIMITS.messageBytes * HARD_MESSAGE_LIMIT_FACTOR },
    // Going away, rather than a bare close: pages reconnect, to this instance when it is back or to another.
    preClose(done) {
      const { clients } = app.websocketServer;
      for (const client of clients) client.close(SOCKET_CLOSE.goingAway, SHUTTING_DOWN);
      const cutOff = setTimeout(() => {
        for (const client of clients) client.terminate();
      }, SHUTDOWN_GRACE_MS);
      app.websocketServer.close(() => {
        clearTimeout(cutOff);
        done();
      });
    },
    // A client that vanished or broke the protocol: ws has closed the socket already where it could.
    errorHandler(error, socket, request) {
      request.log.warn({ err: error }, 'socket: the connection failed');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });
  const stopHeartbeat = startHeartbeat(() => app.websocketServer.clients, SOCKET_HEARTBEAT_MS);
  app.addHook('onClose', (_instance, done) => {
    stopHeartbeat();
    done();
  });

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) =>
    socketServer.serve(socket, { address: request.ip, origin: request.headers.origin, host: request.host, log: request.log }),
  );

  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));
    scope.get('/ping', { schema: { response: { 200: PingAnswer } } }, () => ({ status: 'success' as const, data: 'pong' as const }));
    done();
  });
}
