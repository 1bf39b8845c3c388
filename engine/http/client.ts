import type { Answer } from '../../server/contract';
import { MAX_REQUEST_ATTEMPTS, STREAM_RETRY_MS } from './constants';
import { RequestError } from './errors';
import { readEventStream } from './eventStream';
import { sendForm, type SendFormOptions } from './sendForm';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientOptions {
  /** The API base, e.g. `/api`. */
  baseUrl: string;
  fetch: typeof fetch;
  /** A new XMLHttpRequest, for uploads (their progress); the browser's by default. */
  xhr?: () => XMLHttpRequest;
  /** The session jwt, or null when signed out. */
  token(): string | null;
  /** Exchanges the refresh token for a new pair; false when refused. */
  refreshToken(): Promise<boolean>;
  /** The server ended the session (or there is none): sign the user out. */
  onSessionExpired(): void;
  /** Refresh-and-retry ran past its cap: clear storage and reload. */
  onRetriesExhausted(): void;
}

/** Options of `HttpClient.raw`. */
export interface RawRequestOptions {
  /** Query parameters; values that are not strings are sent as JSON, undefined and null are left out. */
  query?: Readonly<Record<string, unknown>>;
  /** Aborts the request: the promise (or the body being read) rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Options of `HttpClient.upload`. */
export type UploadOptions = SendFormOptions;

/** Options of `HttpClient.stream`. */
export interface StreamOptions {
  /** Hears each `progress` event's data, in order. */
  onProgress?: (data: unknown) => void;
  /** Aborts the operation: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface HttpClient {
  /**
   * Sends a product request and resolves the answer's `data`; rejects with a `RequestError`.
   * `path` is relative to the API base (`user/me`), or from the site's root (`/settings`).
   */
  request<T>(method: Method, path: string, body?: Record<string, unknown>): Promise<T>;
  /**
   * GETs `path` and resolves the answer itself once its status is OK, its body unread: a file as
   * a blob, an array buffer or a stream. A failure rejects as `request` does.
   */
  raw(path: string, options?: RawRequestOptions): Promise<Response>;
  /**
   * POSTs multipart form data with upload progress and cancel, and resolves the answer's `data`;
   * rejects as `request` does, or with an `AbortError` when cancelled.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /**
   * POSTs `body` as JSON to a long operation answered with streaming events (docs/features/live-connection.md#streaming-events):
   * `progress` events go to `options.onProgress`; resolves the `success` event's data, rejects with
   * a `RequestError` carrying the `error` event's message, status and code. A stream that fails or drops before
   * either is tried once more, after the server's retry delay (3000 ms). Sign-in rules as `request`.
   */
  stream<T>(path: string, body: Record<string, unknown>, options?: StreamOptions): Promise<T>;
}

const SESSION_STATUSES = new Set([400, 401, 404]);

// `data` of a failed answer too: its `data.errors` (server/contract's FieldErrorAnswer).
type Envelope = Partial<Answer<unknown>> & { error?: string; code?: string; data?: unknown };

/** One attempt's result: the value, or the failed answer to judge. */
type Attempt<T> = { ok: true; value: T } | { ok: false; status: number; statusText: string; answer: Envelope };

/**
 * A path relative to the API base (`user/me` → `/api/user/me`), or from the site's root when it
 * starts with a slash: the desktop-service calls keep the spec's root paths (`/settings`).
 */
function urlFor(baseUrl: string, path: string, query?: Readonly<Record<string, unknown>>): string {
  const url = path.startsWith('/') ? path : `${baseUrl.replace(/\/$/, '')}/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

function parseAnswer(text: string): Envelope {
  try {
    const parsed = JSON.parse(text) as Envelope | null;
    return parsed !== null && typeof parsed === 'object' ? parsed : { error: text };
  } catch {
    return { error: text || undefined };
  }
}

/** The failed fields a failed answer names in `data.errors`, with their texts; read warily, as whatever the server sent. */
function fieldErrorsOf({ data }: Envelope): Record<string, string> {
  const errors = data !== null && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (errors === null || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const readAnswer = async (response: Response): Promise<Envelope> => parseAnswer(await response.text());

/** Waits `ms`, or rejects with the signal's reason once it is aborted. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * Product requests (docs/features/sign-in.md#requests-and-sign-out): bearer token, JSON, the envelope
 * unwrapped; 'Token Invalid' refreshes and retries (at most MAX_REQUEST_ATTEMPTS times),
 * 'Session Expired' or a missing token signs the user out. Raw reads, uploads and streamed
 * operations keep the same rules.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const newXhr = options.xhr ?? (() => new XMLHttpRequest());
  const sessionExpired = (status: number) => {
    options.onSessionExpired();
    return new RequestError('ERR_REQUEST_SESSION_EXPIRED', '', status);
  };
  const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** Runs `attempt` with the current token until it succeeds, the session ends, or the retries run out. */
  async function withSession<T>(attempt: (token: string) => Promise<Attempt<T>>): Promise<T> {
    for (let count = 1; ; count++) {
      const token = options.token();
      if (!token) throw sessionExpired(0);
      const result = await attempt(token);
      if (result.ok) return result.value;
      const { status, statusText, answer } = result;
      if (SESSION_STATUSES.has(status) && answer.status === 'error') {
        if (answer.message === 'Session Expired') throw sessionExpired(status);
        if (answer.message === 'Token Invalid') {
          if (count >= MAX_REQUEST_ATTEMPTS) {
            options.onRetriesExhausted();
            throw new RequestError('ERR_REQUEST_NOT_OK', 'Token Invalid', status);
          }
          if (!(await options.refreshToken())) throw sessionExpired(status);
          continue;
        }
      }
      const detail = answer.error ?? answer.message ?? `${status} ${statusText}`;
      throw new RequestError('ERR_REQUEST_NOT_OK', detail, status, typeof answer.code === 'string' ? answer.code : null, fieldErrorsOf(answer));
    }
  }

  /** Opens the event stream of `path`: its answer once the status is OK, its body unread. */
  const openStream = (path: string, body: Record<string, unknown>, signal: AbortSignal | undefined) =>
    withSession<Response>(async (token) => {
      const response = await options.fetch(urlFor(options.baseUrl, path), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'text/event-stream', ...authorization(token), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (response.ok && response.body) return { ok: true, value: response };
      return { ok: false, status: response.status, statusText: response.statusText, answer: await readAnswer(response) };
    });

  return {
    request: <T>(method: Method, path: string, body?: Record<string, unknown>) =>
      withSession<T>(async (token) => {
        const hasBody = method !== 'GET' && body !== undefined;
        const response = await options.fetch(urlFor(options.baseUrl, path, method === 'GET' ? body : undefined), {
          method,
          credentials: 'include',
          headers: { Accept: 'application/json', ...authorization(token), ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
          body: hasBody ? JSON.stringify(body) : undefined,
        });
        const answer = await readAnswer(response);
        if (response.ok && answer.status === 'success') return { ok: true, value: answer.data as T };
        return { ok: false, status: response.status, statusText: response.statusText, answer };
      }),
    raw: (path, { query, signal } = {}) =>
      withSession(async (token) => {
        const response = await options.fetch(urlFor(options.baseUrl, path, query), {
          method: 'GET',
          credentials: 'include',
          headers: authorization(token),
          signal,
        });
        if (response.ok) return { ok: true, value: response };
        return { ok: false, status: response.status, statusText: response.statusText, answer: await readAnswer(response) };
      }),
    upload: <T>(path: string, form: FormData, uploadOptions?: UploadOptions) =>
      withSession<T>(async (token) => {
        const headers = { Accept: 'application/json', ...authorization(token) };
        const { status, statusText, text } = await sendForm(newXhr(), urlFor(options.baseUrl, path), headers, form, uploadOptions);
        const answer = parseAnswer(text);
        if (status >= 200 && status < 300 && answer.status === 'success') return { ok: true, value: answer.data as T };
        return { ok: false, status, statusText, answer };
      }),
    async stream<T>(path: string, body: Record<string, unknown>, { onProgress = () => undefined, signal }: StreamOptions = {}): Promise<T> {
      let retryMs = STREAM_RETRY_MS;
      for (let attempt = 1; ; attempt++) {
        const last = attempt > 1;
        let response: Response;
        try {
          response = await openStream(path, body, signal);
        } catch (error) {
          // A refusal (RequestError) stands; a network failure is tried once more.
          if (error instanceof RequestError || signal?.aborted || last) throw error;
          await wait(retryMs, signal);
          continue;
        }
        const outcome = await readEventStream(response.body as ReadableStream<Uint8Array>, onProgress, (ms) => (retryMs = ms));
        if (outcome.kind === 'success') return outcome.data as T;
        if (outcome.kind === 'error') throw new RequestError('ERR_REQUEST_NOT_OK', outcome.error.message, outcome.error.status, outcome.error.code ?? null);
        signal?.throwIfAborted();
        if (last) throw new RequestError('ERR_REQUEST_NOT_OK', 'the event stream ended before its result', response.status);
        await wait(retryMs, signal);
      }
    },
  };
}
