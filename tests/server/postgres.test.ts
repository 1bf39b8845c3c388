import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_VERSION } from '../../server/contract';
import { bearer, form, login, removeDir, startServer, tempDir } from './helpers';

const url = process.env.TEST_DATABASE_URL ?? '';

// Each run gets its own schema, so it migrates from nothing and leaves the database as it was.
describe.skipIf(!url)(
  url ? 'on PostgreSQL (TEST_DATABASE_URL)' : 'on PostgreSQL — skipped: TEST_DATABASE_URL is not set',
  () => {
    const schema = `atrium_test_${randomBytes(4).toString('hex')}`;
    let admin: pg.Client;
    let databaseUrl: string;
    let dataDir: string;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const withSchema = new URL(url);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = withSchema.toString();
      dataDir = await tempDir();
    });

    afterAll(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      await removeDir(dataDir);
    });

    it('migrates and seeds once when several instances start together, then logs in', async () => {
      const start = () => startServer(dataDir, { DATABASE_URL: databaseUrl });
      const servers = await Promise.all([start(), start(), start()]);
      try {
        const { rows } = await admin.query(`select count(*)::int as n from ${schema}.users where username = 'demo'`);
        expect(rows[0].n).toBe(1);

        const [{ app }, { app: other }] = servers;
        const session = await login(app);
        const profile = await app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(session.jwt) });
        expect(profile.json().data.accounts.map((account: { name: string }) => account.name)).toEqual(['Acme', 'Globex']);

        // Another instance accepts the token and rotates the refresh token: they share the secret and the database.
        const refreshed = await other.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: session.jwt, refresh_token: session.refresh_token }) });
        expect(refreshed.statusCode).toBe(200);
        const replay = await app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: session.jwt, refresh_token: session.refresh_token }) });
        expect(replay.json()).toEqual({ status: 'error', message: 'Session Expired' });
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('keeps one saved session per user and account when instances save it together', async () => {
      const servers = await Promise.all([startServer(dataDir, { DATABASE_URL: databaseUrl }), startServer(dataDir, { DATABASE_URL: databaseUrl })]);
      try {
        const [{ app }, { app: other }] = servers;
        const { jwt } = await login(app);
        const session = (id: string) => [
          { name: 'Sandbox', args: {}, windows: [{ id, maximized: false, minimized: false, position: { left: 0, top: 0 }, dimension: { width: 400, height: 300 } }] },
        ];
        const saves = Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? other : app).inject({ method: 'POST', url: '/api/v1/user/me/updatesession', headers: bearer(jwt), payload: { data: session(`w${index}`) } }),
        );
        expect((await Promise.all(saves)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const { rows } = await admin.query(`select session from ${schema}.user_sessions`);
        expect(rows).toHaveLength(1);
        const saved = (await other.inject({ url: '/api/v1/user/me/getsession', headers: bearer(jwt) })).json().data;
        expect(saved).toEqual(JSON.parse(rows[0].session));

        const removed = await app.inject({ method: 'POST', url: '/api/v1/user/me/removesession', headers: bearer(jwt), payload: { data: session('any') } });
        expect(removed.json()).toEqual({ status: 'success', data: [] });
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('keeps one settings document per user when instances save it together, the locked namespace as stored', async () => {
      const servers = await Promise.all([
        startServer(dataDir, { DATABASE_URL: databaseUrl }),
        startServer(dataDir, { DATABASE_URL: databaseUrl, SETTINGS_LOCK: 'desktop' }),
      ]);
      try {
        const [{ app }, { app: locked }] = servers;
        const { jwt } = await login(app);
        const settings = (font: string) => ({ version: SETTINGS_VERSION, desktop: { font }, plugins: { 'acme.notes': { font } } });
        expect((await app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: settings('Stored') })).statusCode).toBe(200);

        const saves = Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? locked : app).inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: settings(`Font ${index}`) }),
        );
        expect((await Promise.all(saves)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const { rows } = await admin.query(`select settings, version from ${schema}.user_settings`);
        expect(rows).toHaveLength(1);
        expect(rows[0].version).toBe(SETTINGS_VERSION);
        const saved = (await locked.inject({ url: '/settings', headers: bearer(jwt) })).json().data;
        expect(saved).toEqual(JSON.parse(rows[0].settings));
        // One save's plugins, whole; which save lands last is the race's to decide.
        const fonts = Array.from({ length: 6 }, (_, index) => `Font ${index}`);
        expect(fonts).toContain(saved.plugins['acme.notes'].font);

        const last = await locked.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: settings('Last') });
        expect(last.json().data).toEqual({ ...settings('Last'), desktop: saved.desktop });
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });
  },
);
