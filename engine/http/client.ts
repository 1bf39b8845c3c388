import type { Answer } from '../../server/contract';
import { MAX_REQUEST_ATTEMPTS } from './constants';
import { RequestError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientOptions {
  /** The API base, e.g. `/api`. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The session jwt, or null when signed out. */
  token(): string | null;
  /** Exchanges the refresh token for a new pair; false when refused. */
  refreshToken(): Promise<boolean>;
  /** The server ended the session (or there is none): sign the user out. */
  onSessionExpired(): void;
  /** Refresh-and-retry ran past its cap: clear storage and reload. */
  onRetriesExhausted(): void;
}

export interface HttpClient {
  /**
   * Sends a product request and resolves the answer's `data`; rejects with a `RequestError`.
   * `path` is relative to the API base (`user/me`), or from the site's root (`/settings`).
   */
  request<T>(method: Method, path: string, body?: Record<string, unknown>): Promise<T>;
}

const SESSION_STATUSES = new Set([400, 401, 404]);

/**
 * A path relative to the API base (`user/me` → `/api/user/me`), or from the site's root when it
 * starts with a slash: the desktop-service calls keep the spec's root paths (`/settings`).
 */
function urlFor(baseUrl: string, path: string, method: Method, body?: Record<string, unknown>): string {
  const url = path.startsWith('/') ? path : `${baseUrl.replace(/\/$/, '')}/${path}`;
  if (method !== 'GET' || !body) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

async function readAnswer(response: Response): Promise<Partial<Answer<unknown>> & { error?: string }> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Partial<Answer<unknown>>;
  } catch {
    return { error: text || undefined };
  }
}

/**
 * Product requests (spec, shell section 4 "Request flow"): bearer token, JSON, the envelope
 * unwrapped; 'Token Invalid' refreshes and retries (at most MAX_REQUEST_ATTEMPTS times),
 * 'Session Expired' or a missing token signs the user out.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const sessionExpired = (status: number) => {
    options.onSessionExpired();
    return new RequestError('ERR_REQUEST_SESSION_EXPIRED', '', status);
  };

  async function send<T>(method: Method, path: string, body: Record<string, unknown> | undefined, attempt: number): Promise<T> {
    const token = options.token();
    if (!token) throw sessionExpired(0);
    const response = await options.fetch(urlFor(options.baseUrl, path, method, body), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(method === 'GET' || !body ? {} : { 'Content-Type': 'application/json' }),
      },
      body: method === 'GET' || !body ? undefined : JSON.stringify(body),
    });
    const answer = await readAnswer(response);
    if (response.ok && answer.status === 'success') return answer.data as T;

    if (SESSION_STATUSES.has(response.status) && answer.status === 'error') {
      if (answer.message === 'Session Expired') throw sessionExpired(response.status);
      if (answer.message === 'Token Invalid') {
        if (attempt >= MAX_REQUEST_ATTEMPTS) {
          options.onRetriesExhausted();
          throw new RequestError('ERR_REQUEST_NOT_OK', 'Token Invalid', response.status);
        }
        if (!(await options.refreshToken())) throw sessionExpired(response.status);
        return send<T>(method, path, body, attempt + 1);
      }
    }
    const detail = answer.error ?? answer.message ?? `${response.status} ${response.statusText}`;
    throw new RequestError('ERR_REQUEST_NOT_OK', detail, response.status);
  }

  return {
    request: (method, path, body) => send(method, path, body, 1),
  };
}
