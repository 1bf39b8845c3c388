export type { HttpClient, HttpClientOptions, Method } from './client';
export type { RequestErrorCode } from './errors';
export { createHttpClient } from './client';
export { MAX_REQUEST_ATTEMPTS } from './constants';
export { RequestError } from './errors';
export type { ServerLog } from './serverLog';
export { createServerLog } from './serverLog';
