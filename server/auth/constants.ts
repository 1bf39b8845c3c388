/** The window in which failed logins of one username are counted (LOGIN_FAILURES_PER_USER). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The window of the per-address login rate limit (LOGIN_RATE_LIMIT_PER_IP). */
export const LOGIN_RATE_LIMIT_WINDOW_MS = 60 * 1000;
/** Random bytes in a refresh token and in a generated JWT secret: 256 bits each. */
export const REFRESH_TOKEN_BYTES = 32;
export const JWT_SECRET_BYTES = 32;
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
/**
 * A spent refresh token presented again this soon after its rotation gets the pair that rotation
 * issued, instead of revoking its family: two tabs of one browser refreshing at the same moment.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;
