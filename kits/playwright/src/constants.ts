/** The environment variable naming a running Atrium (in test mode) to test against instead of starting one. */
export const ATRIUM_URL_ENV = 'ATRIUM_URL';

/** How long a started server may take to answer its health check: a fresh one answers in 1–3 s, seconds more on a busy machine. */
export const SERVER_START_TIMEOUT_MS = 30_000;

/** How often a starting server's health is asked. */
export const HEALTH_POLL_MS = 100;

/**
 * The demo's order count for a server the kit starts: the server answers before it has seeded
 * them, and a small ledger keeps that work from slowing the first tests (the minimum is 20).
 */
export const DEMO_ORDERS = '2000';

/**
 * Sign-ins a started server accepts per minute from one address: every test signs in from
 * 127.0.0.1, and the default limit is meant for people.
 */
export const LOGIN_RATE_LIMIT_PER_IP = '10000';

/** Where Atrium's browser storage keeps its items in localStorage: this prefix and the item's name. */
export const STORAGE_PREFIX = 'atrium:';

/** The viewport, scale and locale Atrium's own screenshot baselines are taken with. */
export const SCREEN = { width: 1280, height: 800 } as const;

/** The path of the blank page the API sign-in writes the session from; the browser answers it, the server never sees it. */
export const SIGN_IN_PAGE = '/__atrium-playwright/sign-in';
