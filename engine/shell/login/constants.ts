/** After a password message, the page goes to the site root this much later (docs/features/sign-in.md#the-login-page). */
export const PASSWORD_REDIRECT_MS = 2000;
/** The announcements carousel moves on this often (docs/features/sign-in.md#the-login-page). */
export const CAROUSEL_INTERVAL_MS = 10_000;
/**
 * The login page prefetches the desktop's code when the browser is idle, or at the latest this
 * long after it is shown (a page kept busy by the carousel's images still gets it before sign-in).
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
