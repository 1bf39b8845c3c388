import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT, runCli } from '../../server/cli';
import { connectDatabase, migrateToLatest } from '../../server/db';
import { SETTINGS_VERSION } from '../../server/contract';
import { REFRESH_REUSE_GRACE_MS } from '../../server/auth';
import type { FileEntry, TrashEntry } from '../../server/contract';
import { DEMO_PASSWORD, bearer, form, login, postgresSchemaForFile, removeDir, startServer, tempDir, testClock, withSearchPath } from './helpers';
import { connectAs, desktopSocket, listen, startBalancer, type TestSocket } from './sockets';
import { failsWith, ok, vfsClient } from './vfsHelpers';

const url = process.env.TEST_DATABASE_URL ?? '';
/** Why there is no PostgreSQL: scripts/with-postgres.sh says when it could not start one; without it nobody asked for one. */
const skipped = process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm test starts a PostgreSQL for the run)';

// Each run gets a database of its own, so it migrates from nothing and leaves the server as it was.
describe.skipIf(!url)(
  url ? 'on PostgreSQL (TEST_DATABASE_URL)' : `on PostgreSQL — SKIPPED: ${skipped}`,
  () => {
    const postgres = postgresSchemaForFile(url);
    let admin: pg.Client;
    let schema: string;
    let databaseUrl: string;
    let dataDir: string;

    beforeAll(async () => {
      ({ admin, schema, databaseUrl } = postgres());
      dataDir = await tempDir();
    });

    afterAll(async () => {
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
        // Within the grace window the other instance hands out the same pair.
        const again = await app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: session.jwt, refresh_token: session.refresh_token }) });
        expect(again.json()).toEqual(refreshed.json());
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('migrates a schema of its own while another schema of the database holds an Atrium already', async () => {
      await (await startServer(dataDir, { DATABASE_URL: databaseUrl })).close();
      const second = `${schema}_beside`;
      await admin.query(`create schema ${second}`);
      const db = connectDatabase({ kind: 'postgres', url: withSearchPath(postgres().databaseOnly, second) });
      try {
        await migrateToLatest(db);
        const { rows } = await admin.query<{ table_schema: string }>(`select table_schema from information_schema.tables where table_name = 'kysely_migration_lock' order by table_schema`);
        expect(rows.map((row) => row.table_schema)).toEqual([schema, second]);
        const users = await admin.query(`select count(*)::int as n from ${second}.users`);
        expect(users.rows[0].n).toBe(0);
      } finally {
        await db.destroy();
        await admin.query(`drop schema ${second} cascade`);
      }
    });

    it('answers two refreshes of one token at two instances at once with one pair, and a late replay with the end of the sign-in', async () => {
      const clock = testClock();
      const servers = await Promise.all([startServer(dataDir, { DATABASE_URL: databaseUrl }, clock), startServer(dataDir, { DATABASE_URL: databaseUrl }, clock)]);
      try {
        const [{ app }, { app: other }] = servers;
        const session = await login(app);
        const refresh = (target: typeof app) =>
          target.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: session.jwt, refresh_token: session.refresh_token }) });
        for (let round = 0; round < 5; round += 1) {
          const fresh = await login(app);
          const answers = await Promise.all([app, other].map((target) =>
            target.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: fresh.jwt, refresh_token: fresh.refresh_token }) }),
          ));
          expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
          expect(answers[1]?.json()).toEqual(answers[0]?.json());
        }
        const pair = (await refresh(app)).json().data;
        clock.advance(REFRESH_REUSE_GRACE_MS + 1);
        expect((await refresh(other)).json()).toEqual({ status: 'error', message: 'Session Expired' });
        expect((await app.inject({ url: '/api/user/me', headers: bearer(pair.jwt) })).json()).toEqual({ status: 'error', message: 'Session Expired' });
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('shares the login limits between instances', async () => {
      const clock = testClock();
      const env = { DATABASE_URL: databaseUrl, LOGIN_FAILURES_PER_USER: '2' };
      const servers = await Promise.all([startServer(dataDir, env, clock), startServer(dataDir, env, clock)]);
      try {
        const [{ app }, { app: other }] = servers;
        const attempt = (target: typeof app, password: string) => target.inject({ method: 'POST', url: '/api/auth', remoteAddress: '198.51.100.77', ...form({ username: 'ada', password }) });
        expect((await attempt(app, 'wrong')).statusCode).toBe(401);
        expect((await attempt(other, 'wrong')).statusCode).toBe(401);
        expect((await attempt(app, DEMO_PASSWORD)).statusCode).toBe(429);
        expect((await attempt(other, DEMO_PASSWORD)).statusCode).toBe(429);
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

    it('merges settings saved at two instances at once, losing no namespace, the locked one as stored', async () => {
      const servers = await Promise.all([
        startServer(dataDir, { DATABASE_URL: databaseUrl }),
        startServer(dataDir, { DATABASE_URL: databaseUrl, SETTINGS_LOCK: 'desktop' }),
      ]);
      try {
        const [{ app }, { app: locked }] = servers;
        const { jwt } = await login(app);
        const stored = { version: SETTINGS_VERSION, desktop: { font: 'Stored' } };
        expect((await app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: stored })).statusCode).toBe(200);

        const saves = Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? locked : app).inject({
            method: 'POST',
            url: '/settings',
            headers: bearer(jwt),
            payload: { version: SETTINGS_VERSION, desktop: { font: `Font ${index}` }, plugins: { [`plugin.${index}`]: { index } } },
          }),
        );
        expect((await Promise.all(saves)).map((response) => response.statusCode)).toEqual(saves.map(() => 200));
        const { rows } = await admin.query(`select settings, version, revision from ${schema}.user_settings`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ version: SETTINGS_VERSION, revision: 13 });
        const saved = (await locked.inject({ url: '/settings', headers: bearer(jwt) })).json().data;
        expect(saved).toEqual(JSON.parse(rows[0].settings));
        expect(Object.keys(saved.plugins).sort()).toEqual(saves.map((_, index) => `plugin.${index}`).sort());
        // Only the unlocked instance wrote the desktop: one of its fonts, whichever landed last.
        expect(Array.from({ length: 6 }, (_, index) => `Font ${index * 2}`)).toContain(saved.desktop.font);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('keeps the VFS tree for instances sharing the database and the blobs: writes, search, copies, moves, the trash, races for a name', async () => {
      const servers = await Promise.all([startServer(dataDir, { DATABASE_URL: databaseUrl }), startServer(dataDir, { DATABASE_URL: databaseUrl })]);
      try {
        const [{ app }, { app: other }] = servers;
        const { jwt } = await login(app);
        const one = vfsClient(app, jwt);
        const two = vfsClient(other, jwt);
        expect(await two.list('home:/')).toEqual(['Documents', 'Pictures', 'Welcome.txt']);
        ok(await one.upload('home:/PG/Résumé 2026.txt', 'résumé', { parents: true }));
        expect((await two.read('home:/PG/Résumé 2026.txt')).body).toBe('résumé');
        expect(ok<FileEntry[]>(await two.post('search', { pattern: '*RESUME*' })).map((entry) => entry.path)).toEqual(['home:/PG/Résumé 2026.txt']);
        expect(ok<FileEntry[]>(await two.post('search', { pattern: '100%_*' }))).toEqual([]);

        const racers = await Promise.all([one, two, one, two].map((client, index) => client.upload('home:/PG/race.txt', `racer ${index}`, { overwrite: false })));
        expect(racers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);

        ok(await one.post('copy', { from: 'home:/Documents', to: 'home:/PG/Documents' }));
        expect(await two.list('home:/PG/Documents')).toEqual(['Budget 2026.csv', 'Meeting notes.md', 'Quarterly report.pdf']);
        ok(await two.post('rename', { from: 'home:/PG/Documents', to: 'bos:/PG Documents' }));
        const trashed = ok<TrashEntry>(await one.post('trash', { path: 'bos:/PG Documents' }));
        expect(trashed.size).toBe(1082);
        expect(ok<FileEntry>(await two.post('restore', { id: trashed.id })).path).toBe('bos:/PG Documents');
        expect(ok<FileEntry>(await one.get('stat', 'home:/')).stat.quota?.used).toEqual(expect.any(Number));
        failsWith(await one.get('readdir', 'home:/nul\u0000byte'), 'ERR_VFS_NOT_FOUND', 404);
        failsWith(await one.post('restore', { id: 'nul\u0000byte' }), 'ERR_VFS_NOT_FOUND', 404);
        expect(ok<FileEntry[]>(await one.post('search', { pattern: 'nul\u0000*' }))).toEqual([]);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('records the demo seed, and the operators’ tool creates an administrator who signs in, or changes nothing', async () => {
      const { rows: seeds } = await admin.query(`select name from ${schema}.seeds`);
      expect(seeds).toEqual([{ name: 'demo' }]);

      const io = (stdin: string) => ({
        print: () => undefined,
        printError: () => undefined,
        interactive: false,
        readAll: () => Promise.resolve(stdin),
        askSecret: () => Promise.resolve(''),
      });
      const createAdmin = (username: string, organisation: string) =>
        runCli(
          ['create-admin', '--username', username, '--email', `${username}@example.com`, '--first-name', 'Grace', '--last-name', 'Hopper',
            '--organisation', organisation, '--account', 'Main', '--password-stdin'],
          io('Compiler#1952\n'),
          { NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        );
      expect(await createAdmin('grace', 'US Navy')).toBe(EXIT.done);
      // Taken username, new organisation: the transaction leaves no organisation behind.
      expect(await createAdmin('grace', 'Harvard')).toBe(EXIT.failed);
      const { rows: organisations } = await admin.query(`select name from ${schema}.organisations order by name`);
      expect(organisations.map((row: { name: string }) => row.name)).toEqual(['Atrium Demo', 'US Navy']);

      const server = await startServer(dataDir, { DATABASE_URL: databaseUrl, NODE_ENV: 'production' });
      try {
        await login(server.app, 'grace', 'Compiler#1952');
        const { rows: users } = await admin.query(`select is_admin from ${schema}.users where username = 'grace'`);
        expect(users).toEqual([{ is_admin: 1 }]);
      } finally {
        await server.close();
      }
    });

    describe('the live connection across instances', () => {
      it('carries an application message, a settings save over 8000 bytes and a sign-out from one instance to the sockets on the other', async () => {
        const servers = await Promise.all([startServer(dataDir, { DATABASE_URL: databaseUrl }), startServer(dataDir, { DATABASE_URL: databaseUrl })]);
        const sockets: TestSocket[] = [];
        try {
          const [first, second] = servers;
          const urlOfFirst = await listen(first);
          const urlOfSecond = await listen(second);
          const session = await login(first.app, 'ada');
          const elsewhere = await login(second.app, 'ada');
          const onFirst = await connectAs(urlOfFirst, session.jwt);
          const onSecond = await connectAs(urlOfSecond, elsewhere.jwt);
          const sameSessionOnSecond = await connectAs(urlOfSecond, session.jwt);
          sockets.push(onFirst, onSecond, sameSessionOnSecond);

          onFirst.send({ name: 'app', params: { pid: 3, name: 'Sandbox', args: { text: 'across' } } });
          expect((await onSecond.next('app')).params).toEqual({ pid: null, name: 'Sandbox', args: { text: 'across' } });

          const big = { version: SETTINGS_VERSION, plugins: { 'acme.big': { text: 'x'.repeat(20_000) } } };
          const saved = await second.app.inject({ method: 'POST', url: '/settings', headers: bearer(elsewhere.jwt), payload: big });
          expect(saved.statusCode, saved.body).toBe(200);
          const news = await onFirst.next('settings');
          expect(news.params.namespaces).toEqual(['acme.big']);
          expect(news.params.settings.plugins?.['acme.big']).toEqual({ text: 'x'.repeat(20_000) });
          // Over NOTIFY's limit: the notification named a stored event.
          const { rows } = await admin.query(`select count(*)::int as n from ${schema}.socket_payloads`);
          expect(rows[0].n).toBeGreaterThan(0);

          const logout = await first.app.inject({ method: 'POST', url: '/logout', ...form({ refresh_token: session.refresh_token }) });
          expect(logout.statusCode).toBe(200);
          expect(await sameSessionOnSecond.closed).toEqual({ code: 4002, reason: 'Session Expired' });
          expect(onSecond.ws.readyState).toBe(onSecond.ws.OPEN);
        } finally {
          for (const socket of sockets) socket.ws.terminate();
          await Promise.all(servers.map((server) => server.close()));
        }
      });

      it('moves the desktops of a killed instance to the surviving one behind the load balancer, where they carry on', async () => {
        const servers = await Promise.all([startServer(dataDir, { DATABASE_URL: databaseUrl }), startServer(dataDir, { DATABASE_URL: databaseUrl })]);
        const [doomed, survivor] = servers;
        await Promise.all(servers.map((server) => listen(server)));
        const ports = servers.map((server) => (server.app.server.address() as AddressInfo).port);
        const balancer = await startBalancer(ports);
        const { jwt } = await login(survivor.app, 'ada');
        const desktops = Array.from({ length: 4 }, () => desktopSocket(balancer.url, jwt));
        const histories = desktops.map(({ client }) => {
          const states: string[] = [];
          client.state.subscribe((state) => states.push(state));
          return states;
        });
        const allConnected = () => vi.waitFor(() => expect(desktops.map(({ client }) => client.state.get())).toEqual(desktops.map(() => 'connected')), { timeout: 20_000 });
        try {
          for (const { client } of desktops) client.open();
          await allConnected();
          expect(new Set(balancer.routed)).toEqual(new Set(ports));

          // Killed: its connections cut without a close frame, then it stops listening.
          for (const client of doomed.app.websocketServer.clients) client.terminate();
          await doomed.close();
          await vi.waitFor(() => expect(histories.filter((states) => states.includes('disconnected'))).toHaveLength(2), { timeout: 20_000 });
          await allConnected();
          expect(balancer.routed.slice(4)).toEqual([ports[1], ports[1]]);

          const saved = await survivor.app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: { version: SETTINGS_VERSION, desktop: { font: 'Lato' } } });
          expect(saved.statusCode).toBe(200);
          await vi.waitFor(() => expect(desktops.map(({ events }) => events.filter((event) => event.name === 'settings').length)).toEqual([1, 1, 1, 1]));
          expect(desktops[0]?.client.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args: 'still here' } })).toBe(true);
          await vi.waitFor(() => expect(desktops.map(({ events }) => events.filter((event) => event.name === 'app').length)).toEqual([0, 1, 1, 1]));
        } finally {
          for (const { client } of desktops) client.close();
          await balancer.close();
          await survivor.close();
        }
      });
    });
  },
);
