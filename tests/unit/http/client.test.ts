import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, MAX_REQUEST_ATTEMPTS, RequestError, type HttpClientOptions } from '../../../engine/http';

type Reply = { status: number; body: unknown };

function client(replies: Reply[], overrides: Partial<HttpClientOptions> = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (!reply) throw new Error('no reply scripted');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return Promise.resolve(new Response(text, { status: reply.status, statusText: 'Status Text' }));
  });
  const options: HttpClientOptions = {
    baseUrl: '/api',
    fetch: fetchMock as unknown as typeof fetch,
    token: () => 'jwt-1',
    refreshToken: vi.fn(() => Promise.resolve(true)),
    onSessionExpired: vi.fn(),
    onRetriesExhausted: vi.fn(),
    ...overrides,
  };
  return { http: createHttpClient(options), requests, options };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'success', data } });
const tokenInvalid: Reply = { status: 401, body: { status: 'error', message: 'Token Invalid' } };

describe('http client', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    const { http, requests } = client([ok({ id: 7 })]);
    await expect(http.request('GET', 'user/me')).resolves.toEqual({ id: 7 });
    expect(requests[0]?.url).toBe('/api/user/me');
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer jwt-1');
    expect(requests[0]?.init.credentials).toBe('include');
  });

  it('turns a GET body into query parameters and sends other bodies as JSON', async () => {
    const { http, requests } = client([ok(null)]);
    await http.request('GET', 'things', { q: 'a b', take: 5, skip: undefined });
    await http.request('POST', 'things', { name: 'x' });
    expect(requests[0]?.url).toBe('/api/things?q=a+b&take=5');
    expect(requests[0]?.init.body).toBeUndefined();
    expect(requests[1]?.init.body).toBe('{"name":"x"}');
  });

  it('sends a path with a leading slash from the site root, others under the API base', async () => {
    const { http, requests } = client([ok(null)]);
    await http.request('GET', '/settings');
    await http.request('GET', 'user/me');
    expect(requests.map((request) => request.url)).toEqual(['/settings', '/api/user/me']);
  });

  it("refreshes and retries on 'Token Invalid'", async () => {
    const { http, options, requests } = client([tokenInvalid, ok('fine')]);
    await expect(http.request('GET', 'user/me')).resolves.toBe('fine');
    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it(`gives up after ${MAX_REQUEST_ATTEMPTS} attempts: storage is cleared and the page reloads`, async () => {
    const { http, options, requests } = client([tokenInvalid]);
    await expect(http.request('GET', 'user/me')).rejects.toBeInstanceOf(RequestError);
    expect(requests).toHaveLength(MAX_REQUEST_ATTEMPTS);
    expect(options.onRetriesExhausted).toHaveBeenCalledTimes(1);
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });

  it("signs out on 'Session Expired', on a refused refresh, and when there is no token", async () => {
    const expired = client([{ status: 401, body: { status: 'error', message: 'Session Expired' } }]);
    await expect(expired.http.request('GET', 'x')).rejects.toMatchObject({ code: 'ERR_REQUEST_SESSION_EXPIRED' });
    expect(expired.options.onSessionExpired).toHaveBeenCalledTimes(1);

    const refused = client([tokenInvalid], { refreshToken: () => Promise.resolve(false) });
    await expect(refused.http.request('GET', 'x')).rejects.toMatchObject({ code: 'ERR_REQUEST_SESSION_EXPIRED' });
    expect(refused.options.onSessionExpired).toHaveBeenCalledTimes(1);

    const none = client([ok(null)], { token: () => null });
    await expect(none.http.request('GET', 'x')).rejects.toMatchObject({ code: 'ERR_REQUEST_SESSION_EXPIRED' });
    expect(none.requests).toHaveLength(0);
    expect(none.options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports other failures as ERR_REQUEST_NOT_OK with the error field, else the status', async () => {
    const withMessage = client([{ status: 403, body: { status: 'error', message: 'Forbidden here' } }]);
    await expect(withMessage.http.request('GET', 'x')).rejects.toMatchObject({
      code: 'ERR_REQUEST_NOT_OK',
      message: 'An error occured while performing a request: Forbidden here',
      status: 403,
    });
    const plain = client([{ status: 502, body: '' }]);
    await expect(plain.http.request('GET', 'x')).rejects.toThrow(
      'An error occured while performing a request: 502 Status Text',
    );
  });
});
