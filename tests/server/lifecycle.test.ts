import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { form, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

let dataDir: string;
const running: TestServer[] = [];

async function start(env = {}) {
  const server = await startServer(dataDir, env);
  running.push(server);
  return server;
}

beforeEach(async () => {
  dataDir = await tempDir();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await removeDir(dataDir);
});

describe('start-up', () => {
  it('answers the health check', async () => {
    const response = await (await start()).app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { ok: true, blobs: { kind: 'local', ok: true } } });
  });

  it('seeds the demo once and keeps data changed since', async () => {
    const first = await start();
    const demo = await first.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    await first.db.updateTable('users').set({ designation: 'Head of Operations' }).where('id', '=', demo.id).execute();
    await first.close();
    running.splice(0);

    const second = await start();
    const users = await second.db.selectFrom('users').select(['id', 'designation']).where('username', '=', 'demo').execute();
    expect(users).toEqual([{ id: demo.id, designation: 'Head of Operations' }]);
    const counts = await Promise.all(
      (['organisations', 'accounts', 'apps', 'users'] as const).map(async (table) =>
        Number((await second.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      ),
    );
    expect(counts).toEqual([1, 2, 7, 2]);
  });

  it('keeps the JWT secret in the data dir (mode 0600), so tokens survive a restart', async () => {
    const first = await start();
    const { jwt } = await login(first.app);
    await first.close();
    running.splice(0);

    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    const second = await start();
    const response = await second.app.inject({ method: 'POST', url: '/api/validatetoken', ...form({ jwt }) });
    expect(response.json()).toEqual({ status: 'success', message: 'Token Valid' });
  });

  it('signs with JWT_SECRET when it is set, instead of the stored secret', async () => {
    const { jwt } = await login((await start()).app);
    const withOverride = await start({ JWT_SECRET: 'x'.repeat(40) });
    const response = await withOverride.app.inject({ method: 'POST', url: '/api/validatetoken', ...form({ jwt }) });
    expect(response.json()).toEqual({ status: 'error', message: 'Token Invalid' });
  });
});

describe('errors', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const app = (await start()).app;
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/nothing-here', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: `Route ${method} /api/nothing-here not found` });
    }
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const response = await (await start()).app.inject({
      method: 'POST',
      url: '/api/validatetoken',
      headers: { 'content-type': 'application/json' },
      payload: '{"jwt":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  // A started server takes no new routes: the failure is a real one, a sign-in with its database gone.
  it('answers a failure of its own with 500 and no details', async () => {
    const { app, db } = await start();
    await db.destroy();
    const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { username: 'ada', password: 'database password is hunter2' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: 'Internal Server Error' });
  });
});
