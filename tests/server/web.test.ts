import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../server/contract';
import { renderIndexHtml } from '../../server/routes';
import { capturedLog, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

let dataDir: string;
let publicDir: string;
let server: TestServer;
const log = capturedLog();

const TEMPLATE = '<!doctype html><html><head><!--atrium-config--></head><body></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dataDir = await tempDir();
  publicDir = path.join(dataDir, 'public');
  const outside = path.join(dataDir, 'outside');
  for (const dir of [path.join(publicDir, 'assets'), path.join(publicDir, 'wallpapers'), outside]) await mkdir(dir, { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(publicDir, 'assets', 'main-1234.js'), 'export {};');
  await writeFile(path.join(publicDir, 'assets', 'main-1234.js.map'), '{"version":3}');
  await writeFile(path.join(publicDir, 'wallpapers', 'dots.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(publicDir, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(outside, 'secret.txt'), 'a secret');
  // Planted as an attacker with write access to the build would: links out of it, and one within.
  await symlink(path.join(outside, 'secret.txt'), path.join(publicDir, 'leak.txt'));
  await symlink('../../jwt-secret', path.join(publicDir, 'wallpapers', 'key.svg'));
  await symlink(outside, path.join(publicDir, 'assets', 'outside'));
  await symlink('main-1234.js', path.join(publicDir, 'assets', 'alias.js'));
  server = await startServer(
    dataDir,
    { ATRIUM_PUBLIC_DIR: publicDir, ATRIUM_TEST_MODE: '1', ATRIUM_TEST_CLOCK: '2026-02-01T08:00:00' },
    testClock(),
    log.logger,
  );
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

function configIn(page: string): ClientConfig {
  const json = /<script id="atrium-config" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
  assert(json !== undefined, 'the page has no config script');
  return JSON.parse(json) as ClientConfig;
}

describe('the browser build', () => {
  it.each(['/', '/index.html'])('serves %s with the client config in place of the placeholder', async (url) => {
    const response = await server.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<!--atrium-config-->');
    expect(configIn(response.body)).toEqual({
      productName: 'Atrium',
      version: expect.any(String),
      testMode: true,
      testClock: '2026-02-01T08:00:00',
      apiBase: '/api',
      authType: 'own',
      identityProvider: null,
      passwordSignIn: true,
      development: false,
      windows: { mobile: 640, clampToViewport: true },
      desktopWidgets: [],
      keybindings: {},
      settingsLock: [],
      translateLanguageOptions: [],
      login: { title: null, background: null, logo: null },
      socket: { reconnectInterval: 1000 },
    });
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const asset = await server.app.inject({ url: '/assets/main-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await server.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page navigation that matches no file with index.html', async () => {
    const response = await server.app.inject({ url: '/desktop/some/deep/link?x=1', headers: html });
    expect(response.statusCode).toBe(200);
    expect(configIn(response.body).productName).toBe('Atrium');
  });

  it('answers a missing file that is not a page with a 404 envelope', async () => {
    const response = await server.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('serves a wallpaper, and HEAD with the length and no body', async () => {
    const wallpaper = await server.app.inject({ url: '/wallpapers/dots.svg' });
    expect(wallpaper.statusCode).toBe(200);
    expect(wallpaper.headers['content-type']).toBe('image/svg+xml');
    const head = await server.app.inject({ method: 'HEAD', url: '/assets/main-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String('export {};'.length));
    expect(head.body).toBe('');
  });

  it('answers 304 without a body while a file is unchanged', async () => {
    const { etag } = (await server.app.inject({ url: '/robots.txt' })).headers;
    expect(etag).toEqual(expect.any(String));
    const unchanged = await server.app.inject({ url: '/robots.txt', headers: { 'if-none-match': String(etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('serves source maps outside production', async () => {
    const response = await server.app.inject({ url: '/assets/main-1234.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"version":3}');
  });

  it('keeps JSON in the config from closing the script element', () => {
    const page = renderIndexHtml(TEMPLATE, {
      productName: '</script><script>alert(1)</script><!--',
      version: '$& $1',
      testMode: false,
      testClock: '',
      apiBase: '/api',
      authType: 'own',
      identityProvider: null,
      passwordSignIn: true,
      development: false,
      windows: { mobile: 640, clampToViewport: true },
      desktopWidgets: [],
      keybindings: {},
      settingsLock: [],
      translateLanguageOptions: [],
      login: { title: null, background: null, logo: null },
      socket: { reconnectInterval: 1000 },
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    expect(configIn(page)).toMatchObject({ productName: '</script><script>alert(1)</script><!--', version: '$& $1' });
  });
});

describe('files that lead out of the browser build', () => {
  it('serves a link to a file inside the build', async () => {
    const response = await server.app.inject({ url: '/assets/alias.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};');
  });

  it.each([
    ['a link to a file outside', '/leak.txt', 'outside/secret.txt'],
    ['a wallpaper that links to the signing key', '/wallpapers/key.svg', 'jwt-secret'],
    ['a file in a linked folder outside', '/assets/outside/secret.txt', 'outside/secret.txt'],
  ])('refuses %s with a 404 envelope, even to a page navigation, and a warning', async (_case, url, target) => {
    for (const accept of ['*/*', html.accept]) {
      const response = await server.app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: `Route GET ${url} not found` });
    }
    const real = await realpath(dataDir);
    expect(log.warnings).toContain(`Refused GET ${url}: it resolves to ${path.join(real, target)}, outside ${path.join(real, 'public')}`);
  });

  it.each([
    ['an encoded way up', '/assets/..%2F..%2Fjwt-secret', "the path holds a '..' segment"],
    ['a doubly encoded way up', '/assets/%252e%252e%252f..%252fjwt-secret', 'the path holds an encoded separator, dot or NUL'],
    ['an encoded backslash', '/..%5C..%5Cjwt-secret', 'the path holds a backslash'],
    ['a NUL byte', '/assets/main-1234.js%00.txt', 'the path holds a NUL byte'],
    ['an encoded absolute path', '/%2Fetc%2Fpasswd', 'the path is absolute'],
  ])('refuses %s with a 404 envelope and a warning saying why', async (_case, url, reason) => {
    const response = await server.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error' });
    expect(log.warnings).toContain(`Refused GET ${url}: ${reason}`);
  });

  it('logs no error', () => {
    expect(log.errors).toEqual([]);
  });
});

describe('source maps in production', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', SERVE_SOURCE_MAPS: '1' }, 200],
  ])('with %o answer %i', async (env, status) => {
    const dir = await tempDir();
    const production = await startServer(dir, { ATRIUM_PUBLIC_DIR: publicDir, ...env });
    try {
      const response = await production.app.inject({ url: '/assets/main-1234.js.map' });
      expect(response.statusCode).toBe(status);
      expect((await production.app.inject({ url: '/assets/main-1234.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await removeDir(dir);
    }
  });
});

describe('without a browser build', () => {
  it('answers / with a 404 envelope', async () => {
    const dir = await tempDir();
    const bare = await startServer(dir);
    try {
      const response = await bare.app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error' });
    } finally {
      await bare.close();
      await removeDir(dir);
    }
  });
});
