/** A request is retried after a token refresh at most this many times (docs/features/sign-in.md#requests-and-sign-out). */
export const MAX_REQUEST_ATTEMPTS = 5;
/** A streamed operation that drops before its outcome is tried once more after this long, unless the server says otherwise (spec: 3000 ms; the server's STREAM_RETRY_MS, a test keeps them equal). */
export const STREAM_RETRY_MS = 3000;
