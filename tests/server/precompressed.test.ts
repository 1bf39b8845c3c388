// The browser build's scripts and styles go out as their precompressed copies (.br, .gz beside
// them, written by build.mjs) when the browser accepts the encoding: through the same checked open
// as every file of the build.
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../server/http';
import { capturedLog, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const STYLE = `.login { color: red; }\n`.repeat(50);

let dataDir: string;
let publicDir: string;
let server: TestServer;
const log = capturedLog();

beforeAll(async () => {
  dataDir = await tempDir();
  publicDir = path.join(dataDir, 'public');
  const assets = path.join(publicDir, 'assets');
  const outside = path.join(dataDir, 'outside');
  for (const dir of [assets, outside]) await mkdir(dir, { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><html><head><!--atrium-config--></head><body></body></html>');
  for (const [name, text] of [['main-1234.js', SCRIPT], ['main-1234.css', STYLE], ['leaky-1234.js', SCRIPT]] as const) {
    await writeFile(path.join(assets, name), text);
    if (name === 'leaky-1234.js') continue;
    await writeFile(path.join(assets, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(assets, `${name}.gz`), gzipSync(text));
  }
  // Only gzip: a build interrupted while it compressed, or a file brotli could not make smaller.
  await writeFile(path.join(assets, 'plain-1234.js'), SCRIPT);
  await writeFile(path.join(assets, 'plain-1234.js.gz'), gzipSync(SCRIPT));
  // A planted copy that leads out of the build is refused like any other file there.
  await writeFile(path.join(outside, 'secret.br'), 'a secret');
  await symlink(path.join(outside, 'secret.br'), path.join(assets, 'leaky-1234.js.br'));
  server = await startServer(dataDir, { ATRIUM_PUBLIC_DIR: publicDir }, testClock(), log.logger);
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

describe('Accept-Encoding', () => {
  it('reads the encodings a browser accepts, most wanted first', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, GZIP;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0.2, *;q=0.5')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('br;q=high')).toEqual([]);
  });
});

describe('precompressed scripts and styles', () => {
  it('sends the brotli copy to a browser that accepts it, with its own ETag and Vary', async () => {
    const response = await get('/assets/main-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(response.headers['content-length']).toBe(String(brotliCompressSync(SCRIPT).length));
  });

  it('sends gzip when that is all it accepts, and the file itself without Accept-Encoding', async () => {
    const gzip = await get('/assets/main-1234.css', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gzip.rawPayload.equals(gzipSync(STYLE))).toBe(true);
    const plain = await get('/assets/main-1234.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body).toBe(STYLE);
  });

  it('gives each encoding its own ETag, and answers 304 to the one a browser holds', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await get('/assets/main-1234.js', { 'accept-encoding': encoding })).headers.etag));
    expect(new Set(tags).size).toBe(3);
    const [br, gzip] = tags;
    const unchanged = await get('/assets/main-1234.js', { 'accept-encoding': 'br', 'if-none-match': String(br) });
    expect(unchanged.statusCode).toBe(304);
    const changed = await get('/assets/main-1234.js', { 'accept-encoding': 'br', 'if-none-match': String(gzip) });
    expect(changed.statusCode).toBe(200);
  });

  it('falls back to the next encoding, or the file, when a copy is not there', async () => {
    const response = await get('/assets/plain-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('answers a range request from the file itself', async () => {
    const response = await get('/assets/main-1234.js', { 'accept-encoding': 'br', range: 'bytes=0-5' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT.slice(0, 6));
  });

  it('refuses a copy that leads out of the build, with a warning, and sends the file', async () => {
    const response = await get('/assets/leaky-1234.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    const real = await realpath(dataDir);
    expect(log.warnings).toContain(
      `Refused GET /assets/leaky-1234.js: it resolves to ${path.join(real, 'outside', 'secret.br')}, outside ${path.join(real, 'public')}`,
    );
  });

  it('sends other files as they are, without Vary', async () => {
    await writeFile(path.join(publicDir, 'robots.txt'), 'User-agent: *');
    const response = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
  });
});
