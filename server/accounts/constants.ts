/** Random bytes in a password reset code: 256 bits, as a refresh token. */
export const RESET_CODE_BYTES = 32;
/** The window in which the reset limits below count. */
export const RESET_LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** forgotpassword requests one address may make in the window; more are answered 429. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/**
 * Reset mails one user is sent in the window, whoever asks: more requests are answered as always,
 * and send nothing, so that nobody can flood someone's mailbox.
 */
export const RESET_MAILS_PER_USER = 3;
