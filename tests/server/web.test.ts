import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../server/contract';
import { renderIndexHtml } from '../../server/routes';
import { removeDir, startServer, tempDir, type TestServer } from './helpers';

let dataDir: string;
let server: TestServer;

const TEMPLATE = '<!doctype html><html><head><!--atrium-config--></head><body></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dataDir = await tempDir();
  const publicDir = path.join(dataDir, 'public');
  await mkdir(path.join(publicDir, 'assets'), { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(publicDir, 'assets', 'main-1234.js'), 'export {};');
  await writeFile(path.join(publicDir, 'robots.txt'), 'User-agent: *');
  server = await startServer(dataDir, { ATRIUM_PUBLIC_DIR: publicDir, ATRIUM_TEST_MODE: '1', ATRIUM_TEST_CLOCK: '2026-02-01T08:00:00' });
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
      authType: 'local',
      development: false,
      windows: { mobile: 640 },
      keybindings: {},
      settingsLock: [],
      translateLanguageOptions: [],
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

  it('keeps JSON in the config from closing the script element', () => {
    const page = renderIndexHtml(TEMPLATE, {
      productName: '</script><script>alert(1)</script><!--',
      version: '$& $1',
      testMode: false,
      testClock: '',
      apiBase: '/api',
      authType: 'local',
      development: false,
      windows: { mobile: 640 },
      keybindings: {},
      settingsLock: [],
      translateLanguageOptions: [],
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    expect(configIn(page)).toMatchObject({ productName: '</script><script>alert(1)</script><!--', version: '$& $1' });
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
