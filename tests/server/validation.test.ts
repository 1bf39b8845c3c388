import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateRequest } from '../../server/http';
import { bearer, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

// Every route validates with one compiler and one set of rules (server/http/validation.ts). The
// app is built as the server builds it; each Fastify instance it makes reports the routes it
// registers, with the compiler that will check them.

interface RegisteredRoute {
  route: string;
  validates: boolean;
  compiler: unknown;
}

const registered = vi.hoisted((): RegisteredRoute[] => []);

vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = fastify.default(options);
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      const { body, querystring, params, headers } = route.schema ?? {};
      registered.push({
        route: `${String(route.method)} ${route.url}`,
        validates: [body, querystring, params, headers].some((part) => part !== undefined),
        compiler: route.validatorCompiler ?? this.validatorCompiler,
      });
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: create };
});

let dataDir: string;
let server: TestServer;
let jwt: string;

beforeAll(async () => {
  dataDir = await tempDir();
  server = await startServer(dataDir, { ATRIUM_TEST_MODE: '1' });
  jwt = (await login(server.app)).jwt;
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

describe('request validation', () => {
  it('checks every route that has a schema with the one compiler', () => {
    const validated = registered.filter((route) => route.validates);
    // The routes that used Fastify's default Ajv, and some that used TypeBox's compiler per scope.
    const routes = validated.map(({ route }) => route);
    for (const route of ['POST /api/auth', 'POST /login', 'POST /api/v1/user/me/updatesession', 'POST /api/v1/logger', 'GET /api/resource/:id', 'GET /vfs/readdir', 'POST /settings', 'GET /api/v1/notifications'])
      expect(routes).toContain(route);
    expect(validated.filter(({ compiler }) => compiler !== validateRequest).map(({ route }) => route)).toEqual([]);
  });

  it('refuses a property a closed object does not list, rather than dropping it', async () => {
    const log = await server.app.inject({ method: 'POST', url: '/api/v1/logger', headers: bearer(jwt), payload: { level: 'info', message: 'hello', extra: 1 } });
    expect({ status: log.statusCode, body: log.json() }).toEqual({ status: 400, body: { status: 'error', message: 'body/extra Unexpected property' } });
    const window = { id: 'w1', maximized: false, minimized: false, position: { left: 0, top: 0, z: 3 }, dimension: { width: 10, height: 10 } };
    const session = await server.app.inject({ method: 'POST', url: '/api/v1/user/me/updatesession', headers: bearer(jwt), payload: { data: [{ name: 'Files', args: {}, windows: [window] }] } });
    expect(session.statusCode).toBe(400);
    expect(session.json()).toMatchObject({ status: 'error', message: expect.stringContaining('Unexpected property') });
  });

  it('takes a body as sent: a number is not a text', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/validatetoken', payload: { jwt: 12345 } });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { status: 'error', message: 'body/jwt Expected string' } });
  });

  it('counts a string’s length in characters, as JSON Schema does, not in UTF-16 units', async () => {
    const notify = (title: string) => server.app.inject({ method: 'POST', url: '/api/v1/notifications', headers: bearer(jwt), payload: { title, message: 'm' } });
    const longest = await notify('😀'.repeat(200));
    expect(longest.statusCode, longest.body).toBe(200);
    const longer = await notify('😀'.repeat(201));
    expect({ status: longer.statusCode, body: longer.json() }).toEqual({ status: 400, body: { status: 'error', message: 'body/title Expected string length less or equal to 200' } });
  });

  it('converts a querystring’s numbers, and answers valid requests as before', async () => {
    const page = await server.app.inject({ url: '/api/v1/notifications?take=2&skip=0', headers: bearer(jwt) });
    expect(page.statusCode, page.body).toBe(200);
    const log = await server.app.inject({ method: 'POST', url: '/api/v1/logger', headers: bearer(jwt), payload: { level: 'info', message: 'hello' } });
    expect(log.statusCode, log.body).toBe(200);
  });
});
