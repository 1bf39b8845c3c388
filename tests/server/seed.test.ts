import { Migrator, type Kysely } from 'kysely';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth';
import { connectDatabase, migrateToLatest, type Database } from '../../server/db';
import { migrations } from '../../server/db/migrations';
import { DEMO_PASSWORD, demoPasswordNotice, noUsersNotice, seedDemo, usersWithDemoPassword } from '../../server/seed';
import { createAdministrator } from '../../server/users';
import { form, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

let dataDir: string;
const running: TestServer[] = [];
const opened: Kysely<Database>[] = [];

async function start(env = {}) {
  const server = await startServer(dataDir, env);
  running.push(server);
  return server;
}

async function stopAll() {
  await Promise.all(running.splice(0).map((server) => server.close()));
}

/** The test's database, opened beside any server. */
function database(): Kysely<Database> {
  const db = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'atrium.sqlite') });
  opened.push(db);
  return db;
}

async function usernames(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('users').select('username').orderBy('username').execute()).map((user) => user.username);
}

async function organisations(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('organisations').select('name').orderBy('name').execute()).map((organisation) => organisation.name);
}

beforeEach(async () => {
  dataDir = await tempDir();
});

afterEach(async () => {
  await stopAll();
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await removeDir(dataDir);
});

describe('the demo seed', () => {
  it('seeds an empty database for development, and the demo users sign in', async () => {
    const { app, db } = await start();
    expect(await organisations(db)).toEqual(['Atrium Demo']);
    expect(await usernames(db)).toEqual(['ada', 'demo']);
    expect(await db.selectFrom('seeds').select('name').execute()).toEqual([{ name: 'demo' }]);
    await login(app, 'ada');
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['ATRIUM_DEMO=0', { ATRIUM_DEMO: '0' }],
    ['ATRIUM_DEMO=false in development', { ATRIUM_DEMO: 'false', NODE_ENV: 'development' }],
  ])('seeds nothing with %s', async (_name, env) => {
    const { app, db } = await start(env);
    expect(await usernames(db)).toEqual([]);
    expect(await organisations(db)).toEqual([]);
    expect(await db.selectFrom('seeds').selectAll().execute()).toEqual([]);
    const response = await app.inject({ method: 'POST', url: '/api/auth', ...form({ username: 'demo', password: DEMO_PASSWORD }) });
    expect(response.json()).toEqual({ status: 'error', message: 'The username or password you entered is incorrect' });
  });

  it('starts after an operator renamed the demo organisation, and does not seed it again', async () => {
    const first = await start();
    await first.db.updateTable('organisations').set({ name: 'Acme Holdings' }).execute();
    await stopAll();

    const second = await start();
    expect(await organisations(second.db)).toEqual(['Acme Holdings']);
    expect(await usernames(second.db)).toEqual(['ada', 'demo']);
  });

  it('never recreates a demo an operator deleted', async () => {
    const first = await start();
    await first.db.deleteFrom('users').execute();
    await first.db.deleteFrom('organisations').execute();
    await first.db.deleteFrom('apps').execute();
    await stopAll();

    const second = await start();
    expect(await organisations(second.db)).toEqual([]);
    expect(await usernames(second.db)).toEqual([]);
    expect(await seedDemo(second.db, second.clock.now())).toBe('seeded-before');
  });

  it('leaves a database that already holds someone’s data alone, and says why', async () => {
    const db = database();
    await migrateToLatest(db);
    await createAdministrator(
      db,
      {
        organisation: 'Initech',
        account: 'Main',
        user: { username: 'root', passwordHash: await hashPassword('Secret@2026'), firstname: 'Ro', lastname: 'Ot', email: 'root@initech.example' },
      },
      Date.now(),
    );
    expect(await seedDemo(db, Date.now())).toBe('database-in-use');

    const { db: served } = await start({ NODE_ENV: 'development' });
    expect(await organisations(served)).toEqual(['Initech']);
    expect(await usernames(served)).toEqual(['root']);
  });

  it('seeds once when two seeds race on one database', async () => {
    const db = database();
    await migrateToLatest(db);
    const outcomes = await Promise.all([seedDemo(db, 1), seedDemo(db, 2)]);
    expect(outcomes.sort()).toEqual(['seeded', 'seeded-before']);
    expect(await usernames(db)).toEqual(['ada', 'demo']);
  });

  describe('a database from before the seed was recorded (migration 0006)', () => {
    /** Migrates to the schema of that time and puts the demo's leftovers in it, as the old seed did. */
    async function databaseOfOld(organisation: string | undefined): Promise<Kysely<Database>> {
      const db = database();
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      const { error } = await migrator.migrateTo('0003_settings');
      expect(error).toBeUndefined();
      if (organisation !== undefined) {
        await db.insertInto('organisations').values({ id: 'o1', name: organisation, created_at: 0 }).execute();
      }
      return db;
    }

    it('counts one holding the demo, renamed since, as seeded: the server starts and seeds nothing', async () => {
      const db = await databaseOfOld('Acme Holdings');
      const { db: served } = await start();
      expect(await organisations(served)).toEqual(['Acme Holdings']);
      expect(await db.selectFrom('seeds').select('name').execute()).toEqual([{ name: 'demo' }]);
    });

    it('seeds one that was never used', async () => {
      await databaseOfOld(undefined);
      const { db: served } = await start();
      expect(await organisations(served)).toEqual(['Atrium Demo']);
    });
  });
});

describe('users who still have the demo password', () => {
  it('are the demo users until they change it, checked against the stored hash', async () => {
    const { db } = await start();
    expect(await usersWithDemoPassword(db)).toEqual(['demo', 'ada']);

    await db.updateTable('users').set({ password_hash: await hashPassword('Changed@2026') }).where('username', '=', 'demo').execute();
    expect(await usersWithDemoPassword(db)).toEqual(['ada']);

    await db.updateTable('users').set({ password_hash: 'not a hash' }).where('username', '=', 'ada').execute();
    expect(await usersWithDemoPassword(db)).toEqual([]);
  });

  it('are none where there is no demo', async () => {
    const { db } = await start({ ATRIUM_DEMO: '0' });
    expect(await usersWithDemoPassword(db)).toEqual([]);
  });
});

describe('what the console says about them at start-up', () => {
  it('names them and the password in development', () => {
    expect(demoPasswordNotice(['demo', 'ada'], false)).toEqual({ level: 'info', text: 'Demo users: demo, ada — password: Demo@2026' });
  });

  it('warns in production, naming them but not the password', () => {
    const notice = demoPasswordNotice(['ada'], true);
    expect(notice?.level).toBe('warn');
    expect(notice?.text).toMatch(/^WARNING: anyone can sign in as ada: they still have the demo's password/);
    expect(notice?.text).not.toContain(DEMO_PASSWORD);
  });

  it('says nothing when nobody has it', () => {
    expect(demoPasswordNotice([], false)).toBeUndefined();
    expect(demoPasswordNotice([], true)).toBeUndefined();
  });

  it('warns when there are no users at all, naming the tool that creates the first administrator, and says nothing otherwise', () => {
    expect(noUsersNotice(false)).toMatchObject({ level: 'warn', text: expect.stringContaining('npm run atrium -- create-admin') });
    expect(noUsersNotice(true)).toBeUndefined();
  });
});
