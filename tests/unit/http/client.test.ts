import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, MAX_REQUEST_ATTEMPTS, RequestError, type HttpClientOptions } from '../../../engine/http';
import { fakeXhr, type XhrScript } from './fakeXhr';

type Reply = { status: number; body: unknown };

function client(replies: Reply[], overrides: Partial<HttpClientOptions> = {}, uploads: XhrScript[] = []) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (!reply) throw new Error('no reply scripted');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return Promise.resolve(new Response(text, { status: reply.status, statusText: 'Status Text' }));
  });
  const xhr = fakeXhr(uploads);
  const options: HttpClientOptions = {
    baseUrl: '/api',
    fetch: fetchMock as unknown as typeof fetch,
    xhr: xhr.create,
    token: () => 'jwt-1',
    refreshToken: vi.fn(() => Promise.resolve(true)),
    onSessionExpired: vi.fn(),
    onRetriesExhausted: vi.fn(),
    ...overrides,
  };
  return { http: createHttpClient(options), requests, options, uploads: xhr.sent };
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

  it("passes the error envelope's code on, with the server's message as the detail", async () => {
    const { http } = client([{ status: 409, body: { status: 'error', message: "'a.txt' exists", code: 'ERR_VFS_EXISTS' } }]);
    const error = await http.request('POST', '/vfs/copy', { from: 'home:/a', to: 'home:/b' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ERR_REQUEST_NOT_OK', serverCode: 'ERR_VFS_EXISTS', detail: "'a.txt' exists", status: 409 });
    const plain = client([{ status: 500, body: { status: 'error', message: 'Internal Server Error' } }]);
    await expect(plain.http.request('GET', 'x')).rejects.toMatchObject({ serverCode: null });
  });

  it("passes the failed fields the answer names in data.errors on, and nothing else found there", async () => {
    const refused = { status: 'error', message: 'You are not a member of this account.', data: { errors: { accountId: 'You are not a member of this account.', other: 5 } } };
    const { http } = client([{ status: 403, body: refused }]);
    await expect(http.request('POST', 'v1/user/switchaccount', { accountId: 'x' })).rejects.toMatchObject({
      status: 403,
      detail: 'You are not a member of this account.',
      fieldErrors: { accountId: 'You are not a member of this account.' },
    });
    const plain = client([{ status: 403, body: { status: 'error', message: 'Forbidden here', data: 'no fields' } }]);
    await expect(plain.http.request('GET', 'x')).rejects.toMatchObject({ fieldErrors: {} });
  });
});

describe('http client: raw answers', () => {
  it('resolves the answer unread, with the bearer token and the query; a body of bytes stays bytes', async () => {
    const { http, requests } = client([{ status: 200, body: 'plain text, not JSON' }]);
    const response = await http.raw('/vfs/readfile', { query: { path: 'home:/a b.txt', options: { download: false } } });
    await expect(response.text()).resolves.toBe('plain text, not JSON');
    expect(requests[0]?.url).toBe('/vfs/readfile?path=home%3A%2Fa+b.txt&options=%7B%22download%22%3Afalse%7D');
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer jwt-1');
    expect(requests[0]?.init.method).toBe('GET');
  });

  it("refreshes on 'Token Invalid' and rejects other failures with the envelope's code", async () => {
    const retried = client([tokenInvalid, { status: 200, body: 'bytes' }]);
    await expect((await retried.http.raw('/vfs/readfile')).text()).resolves.toBe('bytes');
    expect(retried.options.refreshToken).toHaveBeenCalledTimes(1);

    const missing = client([{ status: 404, body: { status: 'error', message: "Nothing at 'home:/x'", code: 'ERR_VFS_NOT_FOUND' } }]);
    await expect(missing.http.raw('/vfs/readfile')).rejects.toMatchObject({ serverCode: 'ERR_VFS_NOT_FOUND', status: 404 });
    expect(missing.options.onSessionExpired).not.toHaveBeenCalled();
  });

  it('hands the signal to fetch, so that aborting it stops the read', async () => {
    const { http, requests } = client([{ status: 200, body: '' }]);
    const controller = new AbortController();
    await http.raw('/vfs/readfile', { signal: controller.signal });
    expect(requests[0]?.init.signal).toBe(controller.signal);
  });
});

describe('http client: uploads', () => {
  const form = () => {
    const data = new FormData();
    data.set('path', 'home:/a.txt');
    data.set('upload', new Blob(['hello']), 'a.txt');
    return data;
  };

  it('POSTs the form with the token and credentials, reports progress, and unwraps the answer', async () => {
    const { http, uploads } = client([], {}, [{ status: 200, body: { status: 'success', data: { path: 'home:/a.txt' } }, progress: [[2, 5], [5, 5]] }]);
    const progress: [number, number][] = [];
    const sent = form();
    await expect(http.upload('/vfs/writefile', sent, { onProgress: (loaded, total) => progress.push([loaded, total]) })).resolves.toEqual({ path: 'home:/a.txt' });
    expect(progress).toEqual([[2, 5], [5, 5]]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/vfs/writefile', withCredentials: true, headers: { Authorization: 'Bearer jwt-1' } });
    expect(uploads[0]?.form).toBe(sent);
  });

  it("sends the form again after a refresh on 'Token Invalid', and signs out on 'Session Expired'", async () => {
    const retried = client([], { token: vi.fn().mockReturnValueOnce('old').mockReturnValue('new') }, [
      tokenInvalid,
      { status: 200, body: { status: 'success', data: 1 } },
    ]);
    await expect(retried.http.upload('/vfs/writefile', form())).resolves.toBe(1);
    expect(retried.uploads.map((upload) => upload.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);

    const expired = client([], {}, [{ status: 401, body: { status: 'error', message: 'Session Expired' } }]);
    await expect(expired.http.upload('/vfs/writefile', form())).rejects.toMatchObject({ code: 'ERR_REQUEST_SESSION_EXPIRED' });
    expect(expired.options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("rejects a refused upload with the server's code and message (413 too large)", async () => {
    const { http } = client([], {}, [{ status: 413, body: { status: 'error', message: 'The file is larger than 1 MiB', code: 'ERR_VFS_TOO_LARGE' } }]);
    await expect(http.upload('/vfs/writefile', form())).rejects.toMatchObject({
      code: 'ERR_REQUEST_NOT_OK',
      serverCode: 'ERR_VFS_TOO_LARGE',
      status: 413,
      message: 'An error occured while performing a request: The file is larger than 1 MiB',
    });
  });

  it('cancels: an aborted signal rejects with an AbortError, before sending or while sending', async () => {
    const before = client([], {}, [{ hang: true }]);
    const aborted = new AbortController();
    aborted.abort();
    await expect(before.http.upload('/vfs/writefile', form(), { signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(before.uploads).toHaveLength(0);

    const during = client([], {}, [{ hang: true }]);
    const controller = new AbortController();
    const upload = during.http.upload('/vfs/writefile', form(), { signal: controller.signal });
    await vi.waitFor(() => expect(during.uploads).toHaveLength(1));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects with a TypeError when the connection fails, as fetch does', async () => {
    const { http } = client([], {}, [{ fail: 'network' }]);
    await expect(http.upload('/vfs/writefile', form())).rejects.toBeInstanceOf(TypeError);
  });
});
