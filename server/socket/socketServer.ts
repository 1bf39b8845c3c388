import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Authentication } from '../auth';
import type { Clock } from '../clock';
import type { DatabaseConfig } from '../config';
import { MESSAGES, SOCKET_CLOSE, type Manifest, type ServerSocketMessage } from '../contract';
import type { Database } from '../db';
import { createLocalBroker, type Broker } from './broker';
import { serveSocket, type ServedSocket } from './connection';
import { PACKAGES_CHECK_MS, SOCKET_SESSION_CHECK_MS } from './constants';
import { createSocketHub, type SocketHub } from './hub';
import { createAddressCount, createRelayBudget, LIMIT_REASONS, originAllowed } from './limits';
import { watchPackages } from './packageWatch';
import { createPostgresBroker } from './postgresBroker';
import { startSessionCheck } from './sessionCheck';

export interface SocketServerDeps {
  database: DatabaseConfig;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  authenticate: (jwt: string) => Promise<Authentication>;
  /** Of a batch of sign-in ids, those that still go on. */
  activeSessions: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** The package manifest, watched for packages installed, removed or changed. */
  manifest: () => Promise<Manifest>;
  /** PUBLIC_URL's origin, which the desktop's pages must have; undefined: the host each socket is opened at. */
  publicOrigin: string | undefined;
}

/** Of the upgrade request, what decides whether its socket may go on. */
export interface SocketRequest {
  /** The client's address (request.ip: behind a trusted proxy, the client's own). */
  address: string;
  /** The page's Origin header; none from a client that is no browser. */
  origin: string | undefined;
  /** The host the socket was opened at (request.host). */
  host: string;
  /** The upgrade request's logger: what the socket logs carries that request's id. */
  log: FastifyBaseLogger;
}

/** The live connection's server side on one instance: its sockets, and the broker that joins it to the others. */
export interface SocketServer {
  hub: SocketHub;
  /**
   * Serves a websocket that has just opened, or closes it at once: 4003 for a page of another
   * origin, 4029 for one socket too many from its address.
   */
  serve(ws: ServedSocket, request: SocketRequest): void;
  /** Sends `message` to every socket of the user, on every instance; a failure is logged, never thrown. */
  toUser(userId: string, message: ServerSocketMessage): void;
  /** Closes the sockets of sign-in `sessionId` on every instance: it ended. */
  endSession(sessionId: string): void;
  /** Stops the checks and leaves the broker; the sockets themselves close with the HTTP server. */
  close(): Promise<void>;
}

/**
 * Starts the broker (PostgreSQL LISTEN/NOTIFY with DATABASE_URL, in-process otherwise), the hub of
 * this instance's sockets, and the checks that tell them what changed: installed packages, and
 * sign-ins that ended.
 */
export async function startSocketServer(deps: SocketServerDeps): Promise<SocketServer> {
  const { database, db, clock, log } = deps;
  const broker: Broker = database.kind === 'postgres' ? await createPostgresBroker({ url: database.url, db, clock, log }) : createLocalBroker();
  const hub = createSocketHub(broker, log);
  const addresses = createAddressCount();
  const relayBudget = createRelayBudget();
  const stops = [
    startSessionCheck({ hub, activeSessions: deps.activeSessions, intervalMs: SOCKET_SESSION_CHECK_MS, log }),
    // Every instance reads its own packages folder: each tells its own sockets, so none hears a change twice.
    watchPackages({
      manifest: deps.manifest,
      onChange: () => hub.deliverLocally({ to: { kind: 'everyone' }, send: { name: 'packages', params: {} } }),
      intervalMs: PACKAGES_CHECK_MS,
      log,
    }),
  ];

  return {
    hub,
    serve(ws, { address, origin, host, log: requestLog }) {
      if (!originAllowed(origin, { publicOrigin: deps.publicOrigin, host })) return ws.close(SOCKET_CLOSE.originRefused, LIMIT_REASONS.origin);
      const leave = addresses.enter(address);
      if (!leave) return ws.close(SOCKET_CLOSE.tooManySockets, LIMIT_REASONS.perAddress);
      ws.on('close', leave);
      serveSocket(ws, { hub, authenticate: deps.authenticate, log: requestLog, relayBudget, now: () => performance.now() });
    },
    toUser(userId, message) {
      hub
        .publish({ to: { kind: 'user', userId }, send: message })
        .catch((error: unknown) => log.warn({ err: error }, `socket: '${message.name}' could not be sent to the user's sockets`));
    },
    endSession(sessionId) {
      hub
        .publish({ to: { kind: 'session', sessionId }, close: { code: SOCKET_CLOSE.sessionExpired, reason: MESSAGES.sessionExpired } })
        .catch((error: unknown) => log.warn({ err: error }, 'socket: the sockets of an ended sign-in could not be closed; the session check will'));
    },
    async close() {
      for (const stop of stops) stop();
      hub.close();
      await broker.close();
    },
  };
}
