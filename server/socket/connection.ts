import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Authentication } from '../auth';
import { MESSAGES, SOCKET_CLOSE, SOCKET_LIMITS, type AppSocketMessage, type ServerSocketMessage } from '../contract';
import { parseClientMessage } from './clientMessage';
import type { SocketHub, SocketPeer } from './hub';
import { authenticatedRefusal, relayBudgetError, type RelayBudget } from './limits';
import { fullBucket, takeToken, type Rate } from './rateLimit';

/** What serving a socket uses of ws's WebSocket. */
export type ServedSocket = Pick<WebSocket, 'readyState' | 'bufferedAmount' | 'send' | 'close' | 'on' | 'OPEN' | 'CONNECTING'>;

export interface ConnectionDeps {
  hub: SocketHub;
  /** The session jwt's worth, its sign-in included. */
  authenticate: (jwt: string) => Promise<Authentication>;
  /** The upgrade request's logger, so that the socket's lines carry its id. */
  log: FastifyBaseLogger;
  /** The users' relay budgets on this instance. */
  relayBudget: RelayBudget;
  /** Milliseconds of a clock that only goes forward, for the message rate and the relay budget. */
  now: () => number;
}

const RATE: Rate = { perSecond: SOCKET_LIMITS.messagesPerSecond, burst: SOCKET_LIMITS.messageBurst };

// Close reasons are at most 123 bytes: each names the limit.
const REASONS = {
  authFirst: 'Authenticate first: send { name: "auth", params: { jwt } }',
  authTimeout: `No auth message within ${SOCKET_LIMITS.authTimeoutMs / 1000} s`,
  binary: 'Binary messages are not accepted: send JSON text',
  tooBig: `Message too big: at most ${SOCKET_LIMITS.messageBytes} bytes`,
  tooMany: `Too many messages: at most ${SOCKET_LIMITS.messagesPerSecond} a second`,
  tooSlow: `Too slow: over ${SOCKET_LIMITS.bufferedBytes} bytes waiting to be read`,
} as const;

const byteLength = (data: RawData): number => (Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength);
const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');

/**
 * Serves one websocket: the first message authenticates it with the session jwt, and from then on
 * it carries application messages. Messages are handled one at a time, in order. A message too
 * big, too many messages, or a reader too slow for what it is sent closes the socket with a reason
 * naming the limit, as does one socket too many of its user or sign-in (4029); a malformed message,
 * or one over the user's relay budget, is answered with an `error` message and the socket stays.
 */
export function serveSocket(ws: ServedSocket, deps: ConnectionDeps): void {
  const { hub, log } = deps;
  let bucket = fullBucket(RATE, deps.now());
  let peer: SocketPeer | null = null;
  let removePeer: (() => void) | null = null;
  let queue: Promise<void> = Promise.resolve();

  const close = (code: number, reason: string) => {
    if (ws.readyState !== ws.OPEN && ws.readyState !== ws.CONNECTING) return;
    // Why the server ended a socket (a limit, a sign-in that ended), under the upgrade request's id.
    log.info({ code, reason, userId: peer?.userId }, 'socket: closed by the server');
    ws.close(code, reason);
  };
  const sendText = (text: string, bytes: number) => {
    if (ws.readyState !== ws.OPEN) return;
    // What a socket has not read yet stays in memory: a reader that falls this far behind is let go.
    if (ws.bufferedAmount + bytes > SOCKET_LIMITS.bufferedBytes) {
      close(SOCKET_CLOSE.policy, REASONS.tooSlow);
      return;
    }
    ws.send(text);
  };
  const send = (message: ServerSocketMessage) => {
    const text = JSON.stringify(message);
    sendText(text, Buffer.byteLength(text));
  };

  const authTimer = setTimeout(() => close(SOCKET_CLOSE.policy, REASONS.authTimeout), SOCKET_LIMITS.authTimeoutMs);

  async function authenticate(jwt: string): Promise<void> {
    const authentication = await deps.authenticate(jwt);
    if (authentication.state === 'ended') return close(SOCKET_CLOSE.sessionExpired, MESSAGES.sessionExpired);
    if (authentication.state !== 'valid') return close(SOCKET_CLOSE.tokenInvalid, MESSAGES.tokenInvalid);
    if (ws.readyState !== ws.OPEN) return;
    clearTimeout(authTimer);
    const { userId, accountId, sessionId } = authentication.claims;
    // Checked and added in one turn of the event loop: two sockets authenticating at once cannot both take the last place.
    const refusal = authenticatedRefusal(hub.socketsOf(userId, sessionId));
    if (refusal !== undefined) return close(SOCKET_CLOSE.tooManySockets, refusal);
    peer = { id: randomUUID(), userId, accountId, sessionId, sendText, close };
    removePeer = hub.add(peer);
    send({ name: 'ready', params: { socket: peer.id } });
  }

  /**
   * An application message goes to the user's other sockets in this account, on every instance,
   * within the user's relay budget: one over it is dropped rather than the socket closed, since the
   * budget is shared by all of the user's sockets and the one sending may not be the one flooding.
   */
  async function relay(from: SocketPeer, { name, args }: AppSocketMessage, bytes: number): Promise<void> {
    if (!deps.relayBudget.take(from.userId, bytes, deps.now())) return send({ name: 'error', params: { message: relayBudgetError(name) } });
    try {
      await hub.publish({
        to: { kind: 'user', userId: from.userId, accountId: from.accountId, exceptSocket: from.id },
        send: { name: 'app', params: { pid: null, name, args } },
      });
    } catch (error) {
      log.warn({ err: error }, 'socket: an application message could not be published');
      send({ name: 'error', params: { message: `The message of '${name}' could not be delivered; try again` } });
    }
  }

  async function handle(text: string, bytes: number): Promise<void> {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return send({ name: 'error', params: { message: parsed.error } });
    const { message } = parsed;
    if (message.name === 'auth') {
      if (peer) return send({ name: 'error', params: { message: 'The socket is authenticated already' } });
      return authenticate(message.params.jwt);
    }
    if (!peer) return close(SOCKET_CLOSE.policy, REASONS.authFirst);
    return relay(peer, message.params, bytes);
  }

  // Attached at once: a message that arrives before the listener is lost (@fastify/websocket).
  ws.on('message', (data, isBinary) => {
    if (isBinary) return close(SOCKET_CLOSE.policy, REASONS.binary);
    const bytes = byteLength(data);
    if (bytes > SOCKET_LIMITS.messageBytes) return close(SOCKET_CLOSE.tooBig, REASONS.tooBig);
    const taken = takeToken(bucket, RATE, deps.now());
    bucket = taken.bucket;
    if (!taken.allowed) return close(SOCKET_CLOSE.policy, REASONS.tooMany);
    const text = textOf(data);
    queue = queue
      .then(() => (ws.readyState === ws.OPEN ? handle(text, bytes) : undefined))
      .catch((error: unknown) => {
        log.error({ err: error }, 'socket: a message could not be handled');
        send({ name: 'error', params: { message: 'The server could not handle the message' } });
      });
  });
  ws.on('close', () => {
    clearTimeout(authTimer);
    removePeer?.();
  });
}
