import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import type { Settings } from './settings';

/** Where the desktop opens its websocket (docs/features/live-connection.md#in-the-page). */
export const SOCKET_PATH = '/api/socket';

/** What a socket may do before the server closes it, with the reason saying which limit it met. */
export const SOCKET_LIMITS = {
  /** One message from the browser, in bytes of UTF-8. */
  messageBytes: 64 * 1024,
  /** Messages a socket may send per second, on average… */
  messagesPerSecond: 20,
  /** …and in one burst after a quiet spell. */
  messageBurst: 40,
  /** What the server holds for a socket that reads slower than it is written to, in bytes. */
  bufferedBytes: 1024 * 1024,
  /** The `auth` message must arrive this soon after the socket opens. */
  authTimeoutMs: 10_000,
} as const;

/**
 * Close codes and what the browser does on each: 1001, 1008 and 1009 are the protocol's own (going
 * away, policy violation, message too big); 4001 asks for a fresh access token, 4002 signs out;
 * 4003 and 4029 are refusals that trying again at once would not change (as HTTP's 403 and 429).
 */
export const SOCKET_CLOSE = {
  /** The server is shutting down: reconnect (to this instance when it is back, or another). */
  goingAway: 1001,
  /** A limit or rule was broken (too many messages, too slow a reader, no `auth` in time); the reason says which. */
  policy: 1008,
  /** A message over SOCKET_LIMITS.messageBytes. */
  tooBig: 1009,
  /** The access token is invalid or expired: refresh it and connect again. */
  tokenInvalid: 4001,
  /** The sign-in is over (signed out, signed out everywhere, expired): the user is signed out. */
  sessionExpired: 4002,
  /** The page's Origin is not Atrium's own (PUBLIC_URL, or the address it was opened at): try again much later. */
  originRefused: 4003,
  /** Too many sockets of this user, sign-in or address: try again much later, when others may have closed. */
  tooManySockets: 4029,
} as const;

/** An application's message to its server side: the sending instance, its package name, and its own payload. */
export const AppSocketMessage = Type.Object(
  {
    pid: Type.Integer({ minimum: 0 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    args: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type AppSocketMessage = Static<typeof AppSocketMessage>;

/**
 * What the browser sends, as `{ name, params }` (docs/features/live-connection.md): first `auth` with the
 * session jwt, then application messages.
 */
export const ClientSocketMessage = Type.Union([
  Type.Object({ name: Type.Literal('auth'), params: Type.Object({ jwt: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false }) }, { additionalProperties: false }),
  Type.Object({ name: Type.Literal('app'), params: AppSocketMessage }, { additionalProperties: false }),
]);
export type ClientSocketMessage = Static<typeof ClientSocketMessage>;

/** Names of the browser's messages: anything else is refused, naming these. */
export const CLIENT_SOCKET_MESSAGE_NAMES = ['auth', 'app'] as const;

/**
 * An application message from the server: for instance `pid` of this page, or, when null, every instance of `name`.
 *
 * @example
 * ```ts
 * const wave: AppSocketDelivery = { pid: null, name: 'Hello', args: { wave: true } };
 * ```
 */
export interface AppSocketDelivery {
  /** The instance it is for, or null for every instance of the application. */
  pid: number | null;
  /** The application's package name. */
  name: string;
  /** What the sending application sent, as it sent it. */
  args: unknown;
}

/**
 * What the server sends, as `{ name, params }`:
 * - `ready`: the token was accepted; the socket is connected.
 * - `error`: a message of the browser's was refused (the socket stays open), saying why.
 * - `app`: an application message.
 * - `settings`: the user's settings were saved (another tab or device, or this page): the namespaces
 *   that save sent, as stored after it, with the stored document's revision.
 * - `packages`: a package was installed, removed or changed: read the manifest and the profile again.
 */
export type ServerSocketMessage =
  | { name: 'ready'; params: { socket: string } }
  | { name: 'error'; params: { message: string } }
  | { name: 'app'; params: AppSocketDelivery }
  | { name: 'settings'; params: { revision: number; namespaces: string[]; settings: Settings } }
  | { name: 'packages'; params: Record<string, never> };

/**
 * The server messages other than the connection's own (ready, error): what the page's bus forwards to plugins.
 *
 * @example
 * ```ts
 * ctx.bus.onDidReceiveServerEvent((event: ServerSocketEvent) => {
 *   if (event.name === 'packages') console.info('a package was installed or changed');
 * });
 * ```
 */
export type ServerSocketEvent = Exclude<ServerSocketMessage, { name: 'ready' | 'error' }>;

/**
 * GET /ping, which the desktop calls while its socket is connected, at half the cookie max age
 * (docs/features/live-connection.md): it proves the sign-in still goes on, refreshing the access token
 * on the way if it must.
 */
export const PingAnswer = successOf(Type.Literal('pong'));
