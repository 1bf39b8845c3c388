/** A request is retried after a token refresh at most this many times (spec, shell section 9). */
export const MAX_REQUEST_ATTEMPTS = 5;
