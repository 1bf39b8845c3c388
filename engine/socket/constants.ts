import type { SOCKET_CLOSE as SERVER_SOCKET_CLOSE, SOCKET_PATH as SERVER_SOCKET_PATH } from '../../server/contract';

/** Between a lost connection and the next attempt, unless the server configures another (docs/features/live-connection.md#in-the-page: default 1000 ms). */
export const SOCKET_RECONNECT_INTERVAL_MS = 1000;
/**
 * Each wait adds up to this share of the interval at random, so that the pages a restarted server
 * dropped together do not all come back in the same instant.
 */
export const SOCKET_RECONNECT_JITTER = 1;
/** The cookie max age when none is configured (docs/features/live-connection.md#in-the-page: 3 hours)… */
export const COOKIE_FALLBACK_MAX_AGE_MS = 10_800_000;
/** …of which GET /ping runs at half, while the socket is connected. */
export const PING_INTERVAL_MS = COOKIE_FALLBACK_MAX_AGE_MS / 2;
/** A socket refused for its token refreshes the token and tries again at once, this many times in a row at most. */
export const SOCKET_TOKEN_RETRIES = 3;
/** How the page closes its socket when it signs out (a normal closure). */
export const SOCKET_CLOSE_NORMAL = 1000;
/** Where the socket is opened: typed as the server's SOCKET_PATH (a type only: the page imports no server code). */
export const SOCKET_PATH: typeof SERVER_SOCKET_PATH = '/api/socket';
/** The close codes the page acts on: typed as the server's SOCKET_CLOSE, so that the two cannot differ. */
export const SOCKET_CLOSE: typeof SERVER_SOCKET_CLOSE = {
  goingAway: 1001,
  policy: 1008,
  tooBig: 1009,
  tokenInvalid: 4001,
  sessionExpired: 4002,
  originRefused: 4003,
  tooManySockets: 4029,
};
/**
 * After a refusal that an attempt at once would meet again (4003, 4029), the next waits this long
 * instead of the interval (plus the jitter), so that refused pages do not knock every second.
 */
export const SOCKET_REFUSED_RETRY_MS = 60_000;
