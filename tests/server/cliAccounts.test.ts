import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMANDS, EXIT, runCli } from '../../server/cli';
import type { Env } from '../../server/config';
import { fakeIo } from './cliIo';
import { bearer, form, login, removeDir, startServer, tempDir, type TestServer } from './helpers';
import { resetCodeIn, writtenMails } from './mail';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

/** A throw-away database for each test: a temporary SQLite file, or a database of its own on PostgreSQL. */
const DATABASES: readonly (readonly [string, () => Promise<{ env: Env; drop(): Promise<void> }>])[] = [
  ['SQLite', async () => ({ env: {}, drop: async () => undefined })],
  ...(postgresUrl ? [['PostgreSQL', () => postgresDatabase(postgresUrl)] as const] : []),
];

/** A database of the test's own (test files run side by side: see postgresSchemaForFile), dropped by `drop`. */
async function postgresDatabase(url: string): Promise<{ env: Env; drop(): Promise<void> }> {
  const database = `atrium_cli_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const own = new URL(url);
  own.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: own.toString() },
    async drop() {
      await admin.query(`drop database ${database}`);
      await admin.end();
    },
  };
}

describe.each(DATABASES)('the operators’ tool on %s', (_name, database) => {
  let dataDir: string;
  let env: Env;
  let drop: () => Promise<void>;
  const running: TestServer[] = [];

  beforeEach(async () => {
    dataDir = await tempDir('atrium-cli-accounts-');
    ({ env, drop } = await database());
    // A first administrator, their organisation and account, as production starts.
    await atrium('create-admin', ['--username', 'grace', '--email', 'grace@example.com', '--first-name', 'Grace', '--last-name', 'Hopper', '--organisation', 'Navy', '--account', 'Research'], 'done');
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
    await drop();
    await removeDir(dataDir);
  });

  /** Runs one command, expecting its exit status; answers what it printed. */
  async function atrium(command: string, args: readonly string[], expected: keyof typeof EXIT, input: { stdin?: string } = {}) {
    const terminal = fakeIo(input);
    const status = await runCli([command, ...args], terminal.io, { NODE_ENV: 'production', ...env, DATA_DIR: dataDir });
    expect(status, `${terminal.stdout()}\n${terminal.stderr()}`).toBe(EXIT[expected]);
    return terminal;
  }

  /** The server on the same database, in production: no demo. */
  async function server(): Promise<TestServer> {
    const started = await startServer(dataDir, { NODE_ENV: 'production', ...env });
    running.push(started);
    return started;
  }

  async function file(name: string, content: string | Buffer): Promise<string> {
    const where = path.join(dataDir, name);
    await writeFile(where, content);
    return where;
  }

  async function snapshot() {
    const { db } = await server();
    const rows = await Promise.all(
      (['organisations', 'accounts', 'users', 'account_members', 'account_member_apps', 'resources', 'announcements'] as const).map((table) =>
        db.selectFrom(table).selectAll().execute(),
      ),
    );
    return JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value));
  }

  it('lists every command and each command’s options', async () => {
    const help = await atrium('--help', [], 'done');
    for (const command of COMMANDS) {
      expect(help.stdout()).toContain(command.name);
      const own = await atrium(command.name, ['--help'], 'done');
      for (const option of command.options) expect(own.stdout()).toContain(`--${option.name}`);
    }
  });

  it('creates accounts, adds a user with a generated password who signs in, and lists them', async () => {
    expect((await atrium('create-account', ['--organisation', 'Navy', '--account', 'Sales'], 'done')).out).toEqual(["Created account 'Sales' in organisation 'Navy'."]);
    const taken = await atrium('create-account', ['--organisation', 'Navy', '--account', 'Sales'], 'failed');
    expect(taken.stderr()).toBe("atrium create-account: Organisation 'Navy' has an account 'Sales' already. Nothing was changed.");

    const added = await atrium(
      'add-user',
      ['--username', 'Ada', '--email', 'ada@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace', '--account', 'Sales', '--country', 'United Kingdom', '--manager', 'grace', '--designation', 'Analyst'],
      'done',
    );
    expect(added.out[0]).toBe("Added user 'ada' (Ada Lovelace <ada@example.com>), a member of account 'Sales' of organisation 'Navy', their default account.");
    const password = /^Password, shown only this once: (\S+)$/.exec(added.out[1] ?? '')?.[1] ?? '';
    const { app } = await server();
    const { jwt } = await login(app, 'ada', password);
    const me = (await app.inject({ url: '/api/user/me', headers: bearer(jwt) })).json().data as { id: string };
    const detail = (await app.inject({ url: `/api/user/${me.id}/detail`, headers: bearer(jwt) })).json().data;
    expect(detail).toMatchObject({ name: 'Ada Lovelace', designation: 'Analyst', manager_name: 'Grace Hopper', country: 'United Kingdom' });

    const listed = await atrium('list-users', [], 'done');
    expect(listed.out).toEqual(['  ada  Ada Lovelace <ada@example.com>  Sales', '* grace  Grace Hopper <grace@example.com>  Research', '2 users.']);
    expect((await atrium('list-users', ['--account', 'Sales'], 'done')).out).toHaveLength(2);
  });

  it('refuses bad input and a change the database does not allow, changing nothing', async () => {
    await atrium('create-account', ['--organisation', 'Navy', '--account', 'Sales'], 'done');
    const before = await snapshot();
    const user = ['--username', 'ada', '--email', 'ada@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace'];
    expect((await atrium('add-user', [...user, '--account', 'Nowhere'], 'failed')).stderr()).toBe("atrium add-user: There is no account 'Nowhere'. Nothing was changed.");
    expect((await atrium('add-user', [...user, '--account', 'Sales', '--manager', 'nobody'], 'failed')).stderr()).toContain("There is no user 'nobody'.");
    expect((await atrium('add-user', [...user.slice(0, 2), '--email', 'grace', ...user.slice(4), '--account', 'Sales'], 'refused')).stderr()).toContain("--email 'grace' is not an e-mail address");
    expect((await atrium('add-user', [...user, '--account', 'Sales', '--password-stdin'], 'refused', { stdin: 'short\n' })).stderr()).toContain('Password must contain at least eight characters!');
    expect((await atrium('add-user', [...user.slice(0, 1), 'grace', ...user.slice(2), '--account', 'Sales'], 'failed')).stderr()).toContain("A user named 'grace' already exists.");
    expect((await atrium('set-account', ['--account', 'Sales', '--theme', 'neon'], 'refused')).err[0]).toBe("atrium set-account: --theme 'neon' is none of standard, vision, dark");
    expect((await atrium('set-account', ['--account', 'Sales', '--login-url', 'javascript:alert(1)'], 'refused')).stderr()).toContain('--login-url');
    expect((await atrium('set-account', ['--account', 'Sales', '--logo', await file('logo.png', '<html></html>')], 'refused')).stderr()).toContain('cannot be shown');
    expect((await atrium('set-account', ['--account', 'Sales', '--logo', path.join(dataDir, 'none.png')], 'refused')).stderr()).toContain('is not a file');
    expect((await atrium('set-account', ['--account', 'Sales'], 'refused')).stderr()).toContain('nothing to set');
    expect((await atrium('set-apps', ['--username', 'grace', '--account', 'Research', '--apps', 'Notes,Nothing'], 'failed')).stderr()).toContain("There is no app 'Notes', 'Nothing'");
    expect((await atrium('add-announcement', ['--name', 'x', '--media', await file('clip.mp4', 'not a video')], 'refused')).stderr()).toContain('cannot be shown');
    expect((await atrium('add-announcement', ['--name', 'x', '--media', await file('a.png', PNG), '--host', 'bad host'], 'refused')).stderr()).toContain('--host');
    expect((await atrium('remove-user', ['--username', 'grace'], 'failed')).stderr()).toContain("'grace' is the last administrator.");
    expect((await atrium('remove-announcement', ['--id', 'none'], 'failed')).stderr()).toContain('There is no announcement none.');
    expect(await snapshot()).toBe(before);
  });

  it('sets an account’s preferences, which its members’ profile carries, the logo served at its URL', async () => {
    const policy = await file('policy.html', '<h1>Policy</h1><p>We keep little.</p>');
    const logo = await file('logo.png', PNG);
    const set = await atrium(
      'set-account',
      ['--account', 'Research', '--theme', 'vision', '--favicon', '/favicon.png', '--footer', 'Navy — internal', '--login-url', 'https://portal.example.com/', '--privacy-policy', policy, '--logo', logo],
      'done',
    );
    expect(set.out[0]).toBe("Account 'Research' of organisation 'Navy':");
    const { app } = await server();
    const { jwt } = await login(app, 'grace', (await atrium('reset-password', ['--username', 'grace'], 'done')).out[1]?.split(': ')[1]);
    const preferences = (await app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(jwt) })).json().data.active_account.preferences;
    expect(preferences).toMatchObject({
      theme: 'vision',
      favicon: '/favicon.png',
      footer: 'Navy — internal',
      loginURL: 'https://portal.example.com/',
      privacyPolicy: '<h1>Policy</h1><p>We keep little.</p>',
      logo: expect.stringMatching(/^\/api\/account\/logo\/.+\?v=.+$/),
    });
    const image = await app.inject({ url: preferences.logo as string });
    expect(image.headers['content-type']).toBe('image/png');

    await atrium('set-account', ['--account', 'Research', '--clear', 'logo,footer', '--no-privacy-policy'], 'done');
    const cleared = (await app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(jwt) })).json().data.active_account.preferences;
    expect(cleared).toMatchObject({ logo: '', footer: '', privacyPolicy: 'null', theme: 'vision' });
    // The replaced logo is gone with its resource.
    expect(await (await server()).db.selectFrom('resources').selectAll().execute()).toEqual([]);
  });

  it('offers an account every theme but following the system, which its members’ profile then carries', async () => {
    const help = (await atrium('set-account', ['--help'], 'done')).out.join('\n');
    expect(help).toMatch(/--theme <name> +The theme its members see, one of standard, vision, dark; standard \(the default\) leaves each member the theme they chose\./);
    expect((await atrium('set-account', ['--account', 'Research', '--theme', 'system'], 'refused')).stderr()).toContain("--theme 'system' is none of standard, vision, dark");

    expect((await atrium('set-account', ['--account', 'Research', '--theme', 'dark'], 'done')).out).toEqual(["Account 'Research' of organisation 'Navy':", "  theme set to 'dark'"]);
    const { app } = await server();
    const { jwt } = await login(app, 'grace', (await atrium('reset-password', ['--username', 'grace'], 'done')).out[1]?.split(': ')[1]);
    const profile = await app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(jwt) });
    expect(profile.json().data.active_account.preferences.theme).toBe('dark');
  });

  it('sets app lists, joining the user to another account', async () => {
    await atrium('create-account', ['--organisation', 'Navy', '--account', 'Sales'], 'done');
    // Production has no apps until packages are installed; these stand for them.
    const { db } = await server();
    await db.insertInto('apps').values(['Notes', 'Files'].map((name) => ({ id: name, name, title: name, category: 'office', is_base_app: 0, type: 1, start_options: '{}' }))).execute();
    const set = await atrium('set-apps', ['--username', 'grace', '--account', 'Sales', '--apps', 'Notes, Files'], 'done');
    expect(set.out).toEqual(["Made 'grace' a member of account 'Sales'.", "Apps of 'grace' in account 'Sales': Notes, Files."]);
    await atrium('set-apps', ['--username', 'grace', '--account', 'Sales', '--apps', ''], 'done');
    const apps = await db.selectFrom('account_member_apps').selectAll().execute();
    expect(apps).toEqual([]);
    expect((await db.selectFrom('account_members').selectAll().execute()).length).toBe(2);
  });

  it('resets a password, ending the user’s sign-ins, and mails a reset link that works', async () => {
    const { app } = await server();
    const first = (await atrium('reset-password', ['--username', 'grace', '--password-stdin'], 'done', { stdin: 'Compiler#1952\n' })).out;
    expect(first).toEqual(["Set the password of 'grace'; ended 0 sign-ins."]);
    const session = await login(app, 'grace', 'Compiler#1952');
    expect((await atrium('reset-password', ['--username', 'grace', '--password-stdin'], 'done', { stdin: 'Compiler#1953\n' })).out[0]).toBe("Set the password of 'grace'; ended 1 sign-in.");
    expect((await app.inject({ url: '/api/user/me', headers: bearer(session.jwt) })).json().message).toBe('Session Expired');

    const sent = await atrium('send-reset-email', ['--username', 'grace'], 'done', {});
    expect(sent.out.at(-1)).toBe("Sent 'grace' a password reset link at grace@example.com.");
    expect(sent.out[0]).toMatch(/the mail to grace@example.com .* was written to .*\.eml$/);
    const code = resetCodeIn((await writtenMails(path.join(dataDir, 'mail'))).at(-1) ?? '');
    const reset = await app.inject({ method: 'POST', url: '/api/user/me/resetpassword', ...form({ password_reset_code: code, new_password: 'Compiler#1954', confirm_password: 'Compiler#1954' }) });
    expect(reset.statusCode).toBe(200);
    await login(app, 'grace', 'Compiler#1954');
  });

  it('flags a user’s browser to clear its caches, and removes a user', async () => {
    await atrium('clear-browser-cache', ['--username', 'grace'], 'done');
    await atrium('add-user', ['--username', 'ada', '--email', 'ada@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace', '--account', 'Research'], 'done');
    const { db } = await server();
    expect((await db.selectFrom('users').select('cleared_browser_cache').where('username', '=', 'grace').executeTakeFirstOrThrow()).cleared_browser_cache).toBe(1);
    expect((await atrium('remove-user', ['--username', 'ada'], 'done')).out).toEqual(["Removed user 'ada' (Ada Lovelace)."]);
    expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: 'grace' }]);
  });

  it('adds, lists and removes announcements, which the login page gets', async () => {
    const added = await atrium('add-announcement', ['--name', 'Town hall', '--media', await file('hall.png', PNG), '--description', 'Thursday', '--link', 'https://example.com/hall'], 'done');
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out[0] ?? '')?.[1] ?? '';
    await atrium('add-announcement', ['--name', 'Only here', '--media', await file('here.png', PNG), '--host', 'Intranet.Example.com', '--fallback'], 'done');
    const listed = await atrium('list-announcements', [], 'done');
    expect(listed.out).toEqual([
      `${id}  *  Town hall  (image/png, ${PNG.length} bytes)`,
      expect.stringMatching(/^\S+ {2}intranet\.example\.com {2}Only here {2}\(image\/png, \d+ bytes\) {2}fallback$/),
      '2 announcements.',
    ]);
    const { app } = await server();
    const shown = (await app.inject({ url: '/api/homescreen/announcement/intranet.example.com' })).json().data as { name: string; description: string; link: string; fallback: boolean }[];
    expect(shown).toMatchObject([
      { name: 'Town hall', description: 'Thursday', link: 'https://example.com/hall', fallback: false },
      { name: 'Only here', fallback: true },
    ]);
    await atrium('remove-announcement', ['--id', id], 'done');
    expect((await app.inject({ url: '/api/homescreen/announcement/localhost' })).json().data).toEqual([]);
  });
});
