import { TypeCompiler } from '@sinclair/typebox/compiler';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoggerBodySchema, SettingsAnswer } from '../../server/contract';
import { bearer, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

// Route schemas are compiled on each route's first request, not when the app is made ready
// (server/http/schemaCompilers.ts): compiling all of them stood between the start and the first answer.

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const loaded = (name: string) => fromFastify.resolve(name) in fromFastify.cache;

const compile = vi.spyOn(TypeCompiler, 'Compile');
let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await tempDir();
  server = await startServer(dataDir, { ATRIUM_TEST_MODE: '1' });
  await server.app.ready();
});

afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

describe('schemas compiled on first use', () => {
  it('compiles no route schema and loads neither Ajv nor fast-json-stringify by the end of the start', () => {
    expect(compile).not.toHaveBeenCalled();
    expect({ ajv: loaded('ajv'), fastJsonStringify: loaded('fast-json-stringify') }).toEqual({ ajv: false, fastJsonStringify: false });
  });

  it('compiles a route’s schema once, at its first request', async () => {
    const { jwt } = await login(server.app);
    compile.mockClear();
    const log = () => server.app.inject({ method: 'POST', url: '/api/v1/logger', headers: bearer(jwt), payload: { level: 'info', message: 'hello' } });
    expect((await log()).statusCode).toBe(200);
    expect((await log()).statusCode).toBe(200);
    expect(compile.mock.calls.map(([schema]) => schema)).toEqual([LoggerBodySchema]);
  });

  it('answers as Fastify’s default serializer writes the response schema', async () => {
    const { jwt } = await login(server.app);
    const answer = await server.app.inject({ method: 'GET', url: '/settings', headers: bearer(jwt) });
    expect(answer.statusCode).toBe(200);
    const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as typeof import('@fastify/fast-json-stringify-compiler');
    const eager = SerializerSelector()({}, {})({ schema: SettingsAnswer, method: 'GET', url: '/settings', httpStatus: '200' });
    expect(answer.body).toBe(eager(answer.json()));
  });
});
