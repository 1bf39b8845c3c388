/** Failed logins are forgotten this long after the last one (LOGIN_FAILURES_PER_USER). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The first wait once a username's free failures from one address are used up; each further failure doubles it. */
export const LOGIN_FIRST_DELAY_MS = 1000;
/** The longest wait between two attempts of one username from one address. */
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000;
/**
 * A username that failed this many times the free failures, from all addresses together, is under a
 * distributed attack: each address that failed for it waits from its first failure on.
 */
export const LOGIN_ATTACK_FACTOR = 10;
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
