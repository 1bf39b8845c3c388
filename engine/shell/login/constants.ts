/** After a password message, the page goes to the site root this much later (docs/features/sign-in.md#the-login-page). */
export const PASSWORD_REDIRECT_MS = 2000;
/** The announcements carousel moves on this often (docs/features/sign-in.md#the-login-page). */
export const CAROUSEL_INTERVAL_MS = 10_000;
