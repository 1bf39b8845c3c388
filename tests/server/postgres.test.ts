import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  },
);
