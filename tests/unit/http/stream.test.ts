import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RETRY_MS as SERVER_RETRY_MS } from '../../../server/contract';
import { createHttpClient, RequestError, STREAM_RETRY_MS, type HttpClientOptions } from '../../../engine/http';

/** An answer of streaming events cut into `chunks` as they arrive; `drop` breaks the connection after the last. */
type Scripted = { chunks: string[]; drop?: boolean } | { status: number; body: unknown } | { network: true };

function eventsBody(chunks: readonly string[], drop = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (drop) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

function client(answers: Scripted[], overrides: Partial<HttpClientOptions> = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer scripted');
    if ('network' in answer) return Promise.reject(new TypeError('Failed to fetch'));
    if ('status' in answer) return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    return Promise.resolve(new Response(eventsBody(answer.chunks, answer.drop), { status: 200, headers: { 'content-type': 'text/event-stream' } }));
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

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const RETRY = `retry: ${STREAM_RETRY_MS}\n\n`;

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('streaming events', () => {
  it('waits as long as the server says by default', () => {
    expect(STREAM_RETRY_MS).toBe(SERVER_RETRY_MS);
  });

  it('POSTs the payload as JSON, hands on each progress event, and resolves with success', async () => {
    const { http, requests } = client([{ chunks: [RETRY, event('progress', { done: 1 }), event('progress', { done: 2 }) + event('success', { found: 3 })] }]);
    const progress: unknown[] = [];
    await expect(http.stream('/vfs/search', { pattern: '*a*' }, { onProgress: (data) => progress.push(data) })).resolves.toEqual({ found: 3 });
    expect(progress).toEqual([{ done: 1 }, { done: 2 }]);
    const [request] = requests;
    expect(request?.url).toBe('/vfs/search');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.body).toBe('{"pattern":"*a*"}');
    const headers = new Headers(request?.init.headers);
    expect([headers.get('Accept'), headers.get('Content-Type'), headers.get('Authorization')]).toEqual(['text/event-stream', 'application/json', 'Bearer jwt-1']);
  });

  it('reads events however the connection cuts them', async () => {
    const whole = RETRY + event('progress', 'é'.repeat(3)) + event('success', 'done');
    const { http } = client([{ chunks: whole.match(/[\s\S]{1,3}/g) ?? [] }]);
    const progress: unknown[] = [];
    await expect(http.stream('long', {}, { onProgress: (data) => progress.push(data) })).resolves.toBe('done');
    expect(progress).toEqual(['ééé']);
  });

  it('rejects with the error event’s message, status and code, and tries no more', async () => {
    const { http, requests } = client([{ chunks: [RETRY, event('error', { message: 'The search failed', status: 409, code: 'ERR_X' })] }]);
    const failure = http.stream('long', {});
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toThrow('An error occured while performing a request: The search failed');
    await expect(failure).rejects.toMatchObject({ code: 'ERR_REQUEST_NOT_OK', detail: 'The search failed', status: 409, serverCode: 'ERR_X' });
    expect(requests).toHaveLength(1);
  });

  it('tries a stream that drops before its result once more, after the retry delay', async () => {
    const { http, requests } = client([{ chunks: [RETRY, event('progress', 1)], drop: true }, { chunks: [RETRY, event('success', 'second time')] }]);
    const result = http.stream('long', {});
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('second time');
    expect(requests).toHaveLength(2);
  });

  it('gives up when the one retry drops too, or ends without a result, and waits as long as the server said', async () => {
    const { http, requests } = client([{ chunks: ['retry: 500\n\n'], drop: true }, { chunks: [RETRY] }]);
    const result = http.stream('long', {});
    const settled = expect(result).rejects.toThrow('the event stream ended before its result');
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(requests).toHaveLength(2);
  });

  it('tries once more when the request does not reach the server', async () => {
    const { http } = client([{ network: true }, { chunks: [event('success', 'reached')] }]);
    const result = http.stream('long', {});
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    await expect(result).resolves.toBe('reached');

    const { http: down } = client([{ network: true }, { network: true }]);
    const failed = down.stream('long', {});
    const settled = expect(failed).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    await settled;
  });

  it("refreshes on 'Token Invalid' without spending the retry, and signs out on 'Session Expired'", async () => {
    const tokenInvalid = { status: 401, body: { status: 'error', message: 'Token Invalid' } };
    const { http, options } = client([tokenInvalid, { chunks: [RETRY], drop: true }, { chunks: [event('success', 'ok')] }]);
    const result = http.stream('long', {});
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    await expect(result).resolves.toBe('ok');
    expect(options.refreshToken).toHaveBeenCalledTimes(1);

    const ended = client([{ status: 401, body: { status: 'error', message: 'Session Expired' } }]);
    await expect(ended.http.stream('long', {})).rejects.toMatchObject({ code: 'ERR_REQUEST_SESSION_EXPIRED' });
    expect(ended.options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for the retry when aborted', async () => {
    const { http, requests } = client([{ chunks: [RETRY], drop: true }]);
    const controller = new AbortController();
    const result = http.stream('long', {}, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(requests).toHaveLength(1);
  });
});
