export type { HttpClient, HttpClientOptions, Method, StreamOptions } from './client';
export type { RequestErrorCode } from './errors';
export { createHttpClient } from './client';
export { MAX_REQUEST_ATTEMPTS, STREAM_RETRY_MS } from './constants';
export { RequestError } from './errors';
