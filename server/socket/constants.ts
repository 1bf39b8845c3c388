/** Every socket is pinged this often; one that has not answered the last ping by the next is cut off (half-open TCP). */
export const SOCKET_HEARTBEAT_MS = 30_000;
/**
 * The sign-ins of the open sockets are checked this often, so a sign-in that ends without a word
 * to this instance (it expired, its user was deleted) closes its sockets within this time.
 */
export const SOCKET_SESSION_CHECK_MS = 60_000;
/** Session ids per query of that check. */
export const SOCKET_SESSION_CHECK_BATCH = 500;
/** Installed packages are compared with the last look this often; a change tells every desktop. */
export const PACKAGES_CHECK_MS = 3000;
/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (not configurable): a larger event is
 * stored in socket_payloads and only its id is notified.
 */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;
/** Events stored by reference are deleted after this long: every instance has read them by then. */
export const STORED_PAYLOAD_TTL_MS = 60_000;
/** The PostgreSQL broker's listening connection is opened again after a loss, first after this long… */
export const BROKER_RECONNECT_BASE_MS = 500;
/** …doubling up to this long. */
export const BROKER_RECONNECT_MAX_MS = 30_000;
/** The channel name's prefix; the schema is appended, so tests in one database on several schemas stay apart. */
export const NOTIFY_CHANNEL_PREFIX = 'atrium_live';
/** The socket's messages are processed for at most this many bytes over the limit before `ws` itself cuts it off. */
export const HARD_MESSAGE_LIMIT_FACTOR = 4;
/**
 * Authenticated sockets one user may have on one instance, tabs and devices together; one more is
 * closed with 4029. The cap also bounds what one application message fans out to.
 */
export const SOCKETS_PER_USER = 32;
/** …of which in one sign-in (the tabs of one browser). */
export const SOCKETS_PER_SESSION = 16;
/**
 * Open sockets from one address on one instance, authenticated or not: an office behind one NAT
 * shares it, so it is far above one user's, and only stops a single host opening thousands.
 */
export const SOCKETS_PER_ADDRESS = 256;
/**
 * Bytes of application messages one user's sockets may relay per second on one instance, on
 * average; a message over the budget is dropped, and its sender told with an `error` message.
 */
export const RELAY_BYTES_PER_SECOND = 128 * 1024;
/** …and in one burst after a quiet spell: four messages of the largest size. */
export const RELAY_BYTE_BURST = 256 * 1024;
