/** How long a browser keeps to HTTPS once it saw Strict-Transport-Security: a year, as is usual. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
