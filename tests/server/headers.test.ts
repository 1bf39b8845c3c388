import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_VERSION } from '../../server/contract';
import { bearer, form, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

const TEMPLATE = [
  '<!doctype html><html><head>',
  '<!--atrium-config-->',
  '<script type="importmap">{"imports":{"react":"/assets/react-1.js"}}</script>',
  '<script type="module" src="/assets/main-1.js"></script>',
  '</head><body></body></html>',
].join('\n');

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await tempDir();
  const publicDir = path.join(dataDir, 'public');
  await mkdir(path.join(publicDir, 'assets'), { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(publicDir, 'assets', 'main-1.js'), 'export {};');
  server = await startServer(dataDir, { ATRIUM_PUBLIC_DIR: publicDir, LOGIN_RATE_LIMIT_PER_IP: '2' });
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

/** The CSP's directives by name. */
function policy(header: unknown): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The hash source of each inline script block in `page`, computed here from the bytes sent. */
function inlineHashes(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

describe('security headers', () => {
  async function answers() {
    const { jwt } = await login(server.app);
    const json = { 'content-type': 'application/json' };
    const wrongLogin = () => server.app.inject({ method: 'POST', url: '/api/auth', ...form({ username: 'x', password: 'y' }) });
    return {
      'the page': await server.app.inject({ url: '/', headers: { accept: 'text/html' } }),
      'a script': await server.app.inject({ url: '/assets/main-1.js' }),
      'an API answer': await server.app.inject({ url: '/api/health' }),
      'a 404': await server.app.inject({ url: '/nothing-here' }),
      'a 401': await server.app.inject({ url: '/settings' }),
      'a 400 from validation': await server.app.inject({
        method: 'POST',
        url: '/settings',
        headers: bearer(jwt),
        payload: { version: SETTINGS_VERSION, x: 1 },
      }),
      'a 400 from parsing': await server.app.inject({ method: 'POST', url: '/api/validatetoken', headers: json, payload: '{"jwt":' }),
      'a 413': await server.app.inject({
        method: 'POST',
        url: '/api/validatetoken',
        headers: json,
        payload: JSON.stringify({ jwt: 'x'.repeat(20000) }),
      }),
      'a 429': await (async () => {
        // The login above spent one of the two sign-ins a minute.
        await wrongLogin();
        return wrongLogin();
      })(),
    };
  }

  it('are on every answer, errors and 404s included', async () => {
    const all = await answers();
    expect(Object.fromEntries(Object.entries(all).map(([name, response]) => [name, response.statusCode]))).toEqual({
      'the page': 200,
      'a script': 200,
      'an API answer': 200,
      'a 404': 404,
      'a 401': 401,
      'a 400 from validation': 400,
      'a 400 from parsing': 400,
      'a 413': 413,
      'a 429': 429,
    });
    for (const [name, { headers }] of Object.entries(all)) {
      expect(headers, name).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(policy(headers['content-security-policy']).get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('allow scripts from the own origin and the inline blocks of the page the server rendered, nothing else', async () => {
    const page = await server.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const hashes = inlineHashes(page.body);
    // The configuration block and the import map.
    expect(hashes).toHaveLength(2);
    const directives = policy(page.headers['content-security-policy']);
    expect(directives.get('script-src')?.sort()).toEqual(["'self'", ...hashes].sort());
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect([...directives.values()].flat()).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    // The same policy on every answer: a script is checked against the page's.
    const api = await server.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});

describe('FRAME_ANCESTORS', () => {
  it('lists who may frame Atrium, and drops X-Frame-Options, which cannot say it', async () => {
    const dir = await tempDir();
    const framed = await startServer(dir, { FRAME_ANCESTORS: "'self' https://portal.example.com" });
    try {
      const response = await framed.app.inject({ url: '/api/health' });
      expect(policy(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await framed.close();
      await removeDir(dir);
    }
  });
});

describe('Strict-Transport-Security', () => {
  let tunnel: NetServer;
  let port: number;
  const sockets = new Set<Socket>();

  // Connections that Fastify sees as TLS ones: their sockets say they are encrypted, as a
  // TLSSocket does, so request.protocol is 'https' without certificates in the test.
  beforeAll(async () => {
    await server.app.ready();
    tunnel = createServer((socket) => {
      sockets.add(socket);
      Object.assign(socket, { encrypted: true });
      server.app.server.emit('connection', socket);
    });
    await new Promise<void>((resolve) => tunnel.listen(0, '127.0.0.1', resolve));
    port = (tunnel.address() as AddressInfo).port;
  });

  afterAll(async () => {
    // fetch keeps its connections open for the next request.
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => tunnel.close(() => resolve()));
  });

  it('is sent over HTTPS, on errors too', async () => {
    for (const url of ['/api/health', '/nothing-here']) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(response.headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain HTTP, whatever a client claims', async () => {
    const response = await server.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a proxy that TRUST_PROXY believes says the client came over HTTPS', async () => {
    const dir = await tempDir();
    const behindProxy = await startServer(dir, { TRUST_PROXY: '127.0.0.1' });
    try {
      const over = (proto: string) => behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': proto } });
      expect((await over('https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await over('http')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
      await removeDir(dir);
    }
  });
});
