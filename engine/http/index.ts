export type { HttpClient, HttpClientOptions, Method, RawRequestOptions, StreamOptions, UploadOptions } from './client';
export type { RequestErrorCode } from './errors';
export type { FormAnswer, SendFormOptions } from './sendForm';
export { createHttpClient } from './client';
export { MAX_REQUEST_ATTEMPTS, STREAM_RETRY_MS } from './constants';
export { abortError, RequestError } from './errors';
export type { ServerLog } from './serverLog';
export { createServerLog } from './serverLog';
