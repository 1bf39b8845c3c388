import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { askedOf, prepareAnswer, type Representation } from '../../server/http';
import { login, removeDir, startServer, tempDir, type TestServer } from './helpers';
import { ok, vfsClient } from './vfsHelpers';

// One reading of Range, If-Range and the conditional headers for every route that serves a
// file's bytes (server/http/representation.ts). Before, the VFS, the media and the static files
// each had their own, and they answered these requests differently.

const get = (method: 'GET' | 'HEAD', headers: Record<string, string> = {}) => ({ method, headers });
const hundred: Representation = { size: 100, etag: '"v1"', contentType: 'text/plain' };

describe('askedOf reads a Range header with range-parser', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'range', span: { start: 0, end: 9 } }],
    ['bytes=90-', { kind: 'range', span: { start: 90, end: 99 } }],
    ['bytes=-10', { kind: 'range', span: { start: 90, end: 99 } }],
    ['bytes=-500', { kind: 'range', span: { start: 0, end: 99 } }],
    ['bytes=50-500', { kind: 'range', span: { start: 50, end: 99 } }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Invalid ranges are refused with 416, as RFC 9110 section 14.2 lets a server (the VFS sent the whole file).
    ['bytes=9-3', { kind: 'unsatisfiable' }],
    ['bytes=-', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=0-4,2-8', { kind: 'range', span: { start: 0, end: 8 } }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes', { kind: 'whole' }],
  ])('%j of 100 bytes', (range, asked) => {
    expect(askedOf(get('GET', range === undefined ? {} : { range }), hundred)).toEqual(asked);
  });

  it('finds nothing to send of an empty file', () => {
    expect(askedOf(get('GET', { range: 'bytes=0-' }), { ...hundred, size: 0 })).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends a range only of the same bytes: a strong tag, or the exact Last-Modified', () => {
    const dated = { ...hundred, lastModified: new Date('2026-02-01T08:00:00.700Z') };
    const range = { range: 'bytes=0-9' };
    expect(askedOf(get('GET', { ...range, 'if-range': '"v1"' }), dated).kind).toBe('range');
    expect(askedOf(get('GET', { ...range, 'if-range': '"v0"' }), dated).kind).toBe('whole');
    expect(askedOf(get('GET', { ...range, 'if-range': 'W/"v1"' }), dated).kind).toBe('whole');
    expect(askedOf(get('GET', { ...range, 'if-range': 'W/"v1"' }), { ...dated, etag: 'W/"v1"' }).kind).toBe('whole');
    expect(askedOf(get('GET', { ...range, 'if-range': 'Sun, 01 Feb 2026 08:00:00 GMT' }), dated).kind).toBe('range');
    expect(askedOf(get('GET', { ...range, 'if-range': 'Sun, 01 Feb 2026 07:59:59 GMT' }), dated).kind).toBe('whole');
  });

  it('reads no bytes for HEAD, and frees what it would have read them with', async () => {
    const body = { read: vi.fn(), skip: vi.fn(() => Promise.resolve()) };
    const answer = await prepareAnswer(get('HEAD', { range: 'bytes=0-9' }), hundred, body);
    expect(answer.asked).toEqual({ kind: 'whole' });
    expect(body.read).not.toHaveBeenCalled();
    expect(body.skip).toHaveBeenCalledOnce();
  });
});

const CONTENT = '0123456789abcdef';
let dataDir: string;
let server: TestServer;
let jwt: string;
let media: string;

beforeAll(async () => {
  dataDir = await tempDir();
  const publicDir = path.join(dataDir, 'public');
  await mkdir(publicDir, { recursive: true });
  await writeFile(path.join(publicDir, 'digits.txt'), CONTENT);
  server = await startServer(dataDir, { ATRIUM_PUBLIC_DIR: publicDir });
  jwt = (await login(server.app)).jwt;
  ok(await vfsClient(server.app, jwt).upload('home:/digits.txt', CONTENT));
  const [first] = (await server.app.inject({ url: '/api/homescreen/announcement/any' })).json().data as { media: string }[];
  media = first?.media ?? '';
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

type Route = 'vfs' | 'media' | 'static';

function request(route: Route, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> {
  if (route === 'vfs') return server.app.inject({ method, url: '/vfs/readfile?path=home%3A%2Fdigits.txt', headers: { authorization: `Bearer ${jwt}`, ...headers } });
  return server.app.inject({ method, url: route === 'media' ? `/api/resource/${media}` : '/digits.txt', headers });
}

describe.each<Route>(['vfs', 'media', 'static'])('the %s route answers as every file route does', (route) => {
  let size: number;
  let etag: string;

  beforeAll(async () => {
    const whole = await request(route);
    size = whole.rawPayload.length;
    etag = String(whole.headers.etag);
  });

  it('304 for If-None-Match: *, and for its tag compared weakly, without a type', async () => {
    const weakly = etag.startsWith('W/') ? etag.slice(2) : `W/${etag}`;
    for (const tag of ['*', weakly]) {
      const answer = await request(route, { 'if-none-match': tag });
      expect({ status: answer.statusCode, type: answer.headers['content-type'], body: answer.body }, tag).toEqual({ status: 304, type: undefined, body: '' });
    }
  });

  it('416 in the envelope, naming the length, for a range outside the bytes or an invalid one', async () => {
    for (const range of [`bytes=${size}-`, 'bytes=9-3']) {
      const answer = await request(route, { range });
      expect({ status: answer.statusCode, range: answer.headers['content-range'] }, range).toEqual({ status: 416, range: `bytes */${size}` });
      expect(answer.json()).toEqual({ status: 'error', message: `The range is outside the file's ${size} bytes` });
    }
  });

  it('the whole length for HEAD, with no body, whatever range it names', async () => {
    const head = await request(route, { range: 'bytes=0-3' }, 'HEAD');
    expect({ status: head.statusCode, length: head.headers['content-length'], body: head.body }).toEqual({ status: 200, length: String(size), body: '' });
  });

  it('a range under If-Range only for a strong tag of these bytes', async () => {
    const strong = !etag.startsWith('W/');
    expect((await request(route, { range: 'bytes=0-3', 'if-range': etag })).statusCode).toBe(strong ? 206 : 200);
    expect((await request(route, { range: 'bytes=0-3', 'if-range': strong ? `W/${etag}` : etag })).statusCode).toBe(200);
  });
});

describe('a file with a modification time', () => {
  it('sends Last-Modified, answers If-Modified-Since with 304 and a dated If-Range with its range', async () => {
    const whole = await request('static');
    const lastModified = String(whole.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await request('static', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const part = await request('static', { range: 'bytes=2-5', 'if-range': lastModified });
    expect({ status: part.statusCode, body: part.body }).toEqual({ status: 206, body: '2345' });
  });
});
