// The build's hashed assets never change under their name: each is opened, checked and read once,
// and answered from memory after that (issue 33: the login page's scripts arrive fast). Everything
// else of the build is read on every request, as it may change while the server runs.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;

let dataDir: string;
let assets: string;
let publicDir: string;
let server: TestServer;
const log = capturedLog();

beforeAll(async () => {
  dataDir = await tempDir();
  publicDir = path.join(dataDir, 'public');
  assets = path.join(publicDir, 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><html><head><!--atrium-config--></head><body></body></html>');
  for (const name of ['main-1234.js', 'other-1234.js']) {
    await writeFile(path.join(assets, name), SCRIPT);
    await writeFile(path.join(assets, `${name}.br`), brotliCompressSync(SCRIPT));
  }
  await symlink('other-1234.js', path.join(assets, 'alias-1234.js'));
  await writeFile(path.join(publicDir, 'robots.txt'), 'User-agent: *');
  server = await startServer(dataDir, { ATRIUM_PUBLIC_DIR: publicDir }, testClock(), log.logger);
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url, headers });

describe('hashed assets', () => {
  it('are read once per encoding, then answered from memory with the same headers, 304 and HEAD', async () => {
    const br = { 'accept-encoding': 'gzip, br' };
    const first = await get('/assets/main-1234.js', br);
    expect(first.statusCode).toBe(200);
    // Gone from the disk: whatever answers now did not open the file again.
    await rm(path.join(assets, 'main-1234.js'));
    await rm(path.join(assets, 'main-1234.js.br'));

    const again = await get('/assets/main-1234.js', br);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['etag', 'last-modified', 'content-encoding', 'content-length', 'content-type', 'vary', 'cache-control', 'content-security-policy']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-encoding']).toBe('br');

    const unchanged = await get('/assets/main-1234.js', { ...br, 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const head = await get('/assets/main-1234.js', br, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body).toBe('');

    // Another encoding, and a range (counted in the file's own bytes), were never read: they look at the disk.
    expect((await get('/assets/main-1234.js', { 'accept-encoding': 'identity' })).statusCode).toBe(404);
    expect((await get('/assets/main-1234.js', { ...br, range: 'bytes=0-5' })).statusCode).toBe(404);
  });

  it('are not held when reached through a link, nor are the files outside /assets', async () => {
    expect((await get('/assets/alias-1234.js')).statusCode).toBe(200);
    await rm(path.join(assets, 'other-1234.js'));
    expect((await get('/assets/alias-1234.js')).statusCode).toBe(404);

    expect((await get('/robots.txt')).body).toBe('User-agent: *');
    await writeFile(path.join(publicDir, 'robots.txt'), 'User-agent: atrium');
    const changed = await get('/robots.txt');
    expect(changed.body).toBe('User-agent: atrium');
    expect(changed.headers['cache-control']).toBe('no-cache');
  });
});

describe('the assets the page names', () => {
  it('are held once the server is ready, before any browser asks', async () => {
    const dir = await tempDir();
    const pub = path.join(dir, 'public');
    await mkdir(path.join(pub, 'assets'), { recursive: true });
    await writeFile(path.join(pub, 'index.html'), '<!doctype html><html><head><!--atrium-config--><script type="module" src="/assets/start-1234.js"></script></head></html>');
    await writeFile(path.join(pub, 'assets', 'start-1234.js'), SCRIPT);
    await writeFile(path.join(pub, 'assets', 'start-1234.js.br'), brotliCompressSync(SCRIPT));
    const messages: string[] = [];
    const logger = { level: 'debug', stream: { write: (line: string) => void messages.push((JSON.parse(line) as { msg: string }).msg) } };
    const started = await startServer(dir, { ATRIUM_PUBLIC_DIR: pub }, testClock(), logger);
    try {
      await expect.poll(() => messages).toContain('Held 1 of the 1 assets the page names');
      await rm(path.join(pub, 'assets'), { recursive: true });
      const response = await started.app.inject({ url: '/assets/start-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    } finally {
      await started.close();
      await removeDir(dir);
    }
  });
});
