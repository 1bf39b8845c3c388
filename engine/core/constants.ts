/** Between the start of a sign-out and the reload (docs/features/sign-in.md#requests-and-sign-out). */
export const LOGOUT_DELAY_MS = 2000;
/** A failed load is tried again after about this long, doubling after each failure in a row… */
export const RETRY_BASE_MS = 1000;
/** …up to this long: a server that is down for a while is asked once a minute, not hammered. */
export const RETRY_MAX_MS = 60_000;
