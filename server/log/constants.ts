/** The header a reverse proxy names each request with, and the server answers each request's id in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: what proxies make (hex, UUIDs, …), short enough for every log line. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
