import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordProblem } from '../../server/auth';
import { COMMANDS, EXIT, runCli, type CliIo } from '../../server/cli';
import type { Env } from '../../server/config';
import { fakeIo } from './cliIo';
import { bearer, login, removeDir, startServer, tempDir, type TestServer } from './helpers';

let dataDir: string;
const running: TestServer[] = [];

beforeEach(async () => {
  dataDir = await tempDir('atrium-cli-');
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await removeDir(dataDir);
});

/** The tool on this test's database, as production runs it. */
function atrium(args: readonly string[], io: CliIo, env: Env = {}) {
  return runCli(args, io, { NODE_ENV: 'production', ...env, DATA_DIR: dataDir });
}

function createAdmin(args: readonly string[], io: CliIo, env: Env = {}) {
  return atrium(['create-admin', ...args], io, env);
}

/** The real server on the same database, in production: no demo. */
async function server(): Promise<TestServer> {
  const started = await startServer(dataDir, { NODE_ENV: 'production' });
  running.push(started);
  return started;
}

const ADMIN = [
  '--username', 'Grace',
  '--email', 'grace@navy.example',
  '--first-name', 'Grace',
  '--last-name', 'Hopper',
  '--organisation', 'US Navy',
  '--account', 'Research',
];

function withOption(args: readonly string[], name: string, value: string): string[] {
  const copy = [...args];
  copy[copy.indexOf(`--${name}`) + 1] = value;
  return copy;
}

async function counts(db: TestServer['db']) {
  const count = async (table: 'organisations' | 'accounts' | 'users') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { organisations: await count('organisations'), accounts: await count('accounts'), users: await count('users') };
}

describe('atrium --help', () => {
  it('lists every command', async () => {
    const { io, stdout } = fakeIo();
    expect(await atrium(['--help'], io)).toBe(EXIT.done);
    const lines = stdout().split('\n');
    for (const command of COMMANDS) expect(lines).toContain(`  ${command.name.padEnd(Math.max(...COMMANDS.map((each) => each.name.length)))}  ${command.summary}`);
    expect(stdout()).toContain('Usage: npm run atrium -- <command> [options]');
  });

  it('shows a command’s options', async () => {
    const { io, stdout } = fakeIo();
    expect(await atrium(['create-admin', '--help'], io)).toBe(EXIT.done);
    for (const option of ['--username <name>', '--email <address>', '--first-name', '--last-name', '--organisation', '--account', '--password-stdin']) {
      expect(stdout()).toContain(option);
    }
  });

  it('refuses no command and an unknown one, creating no database', async () => {
    const none = fakeIo();
    expect(await atrium([], none.io)).toBe(EXIT.refused);
    expect(none.stderr()).toContain('Commands:');
    const unknown = fakeIo();
    expect(await atrium(['create-user'], unknown.io)).toBe(EXIT.refused);
    expect(unknown.stderr()).toBe("atrium: unknown command 'create-user'. Run 'npm run atrium -- --help' for the commands.");
    expect(existsSync(path.join(dataDir, 'atrium.sqlite'))).toBe(false);
  });
});

describe('atrium create-admin', () => {
  it('creates the organisation, the account and an administrator with a generated password, who signs in', async () => {
    const { io, out, err } = fakeIo();
    expect(await createAdmin(ADMIN, io)).toBe(EXIT.done);
    expect(err).toEqual([]);
    expect(out.slice(0, 3)).toEqual([
      "Created organisation 'US Navy'.",
      "Created account 'Research' in organisation 'US Navy'.",
      "Created administrator 'grace' (Grace Hopper <grace@navy.example>), a member of account 'Research' of organisation 'US Navy', their default account.",
    ]);
    const password = /^Password, shown only this once: (\S+)$/.exec(out[3] ?? '')?.[1] ?? '';
    expect(passwordProblem(password)).toBeUndefined();
    expect(out).toHaveLength(4);

    const { app, db } = await server();
    const session = await login(app, 'grace', password);
    const profile = (await app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(session.jwt) })).json().data;
    expect(profile).toMatchObject({ name: 'Grace Hopper', accounts: [{ name: 'Research' }], active_account: { name: 'Research' } });
    const user = await db.selectFrom('users').select(['is_admin', 'email']).where('username', '=', 'grace').executeTakeFirstOrThrow();
    expect(user).toEqual({ is_admin: 1, email: 'grace@navy.example' });
    const membership = await db.selectFrom('account_members').select('is_default').executeTakeFirstOrThrow();
    expect(membership.is_default).toBe(1);
    expect(await counts(db)).toEqual({ organisations: 1, accounts: 1, users: 1 });
  });

  it('takes the password from standard input, its first line, and prints no password', async () => {
    const { io, stdout } = fakeIo({ stdin: 'Compiler#1952\nignored\n' });
    expect(await createAdmin([...ADMIN, '--password-stdin'], io)).toBe(EXIT.done);
    expect(stdout()).not.toContain('Password');
    expect(stdout()).not.toContain('Compiler#1952');
    await login((await server()).app, 'grace', 'Compiler#1952');
  });

  it('asks twice on a terminal, without echo, and refuses two different entries', async () => {
    const matching = fakeIo({ typed: ['Compiler#1952', 'Compiler#1952'] });
    expect(await createAdmin([...ADMIN, '--password-stdin'], matching.io)).toBe(EXIT.done);
    expect(matching.prompts).toEqual(['Password: ', 'Repeat the password: ']);

    const different = fakeIo({ typed: ['Compiler#1952', 'Compiler#1953'] });
    expect(await createAdmin([...withOption(ADMIN, 'username', 'other'), '--password-stdin'], different.io)).toBe(EXIT.refused);
    expect(different.err[0]).toBe('atrium create-admin: Password mismatch');
  });

  it('joins an organisation and an account that exist, creating neither', async () => {
    expect(await createAdmin(ADMIN, fakeIo().io)).toBe(EXIT.done);
    const { io, out } = fakeIo();
    expect(await createAdmin(withOption(ADMIN, 'username', 'ada'), io)).toBe(EXIT.done);
    expect(out[0]).toMatch(/^Created administrator 'ada'/);
    expect(await counts((await server()).db)).toEqual({ organisations: 1, accounts: 1, users: 2 });
  });

  it.each([
    ['short', 'Ab1@xyz', 'Password must contain at least eight characters!'],
    ['digitless', 'Abcdefg@', 'Password must contain at least one number (0-9)!'],
    ['lowercase-less', 'ABCDEFG1@', 'Password must contain at least one lowercase letter (a-z)!'],
    ['uppercase-less', 'abcdefg1@', 'Password must contain at least one uppercase letter (A-Z)!'],
    ['plain', 'Abcdefg1', "Password must contain at least one Special Character($&+,:;=?@#|'<>.-^*()%!)"],
    ['published', 'Demo@2026', "that is the demo users' password, which is published: choose another"],
    ['missing', '', 'standard input holds no password: give it on the first line'],
  ])('refuses a %s password with the rule’s text, creating nothing', async (_kind, password, message) => {
    const { io, out, err } = fakeIo({ stdin: `${password}\n` });
    expect(await createAdmin([...ADMIN, '--password-stdin'], io)).toBe(EXIT.refused);
    expect(out).toEqual([]);
    expect(err).toEqual([`atrium create-admin: ${message}`, "Run 'npm run atrium -- create-admin --help' for its options."]);
    expect(existsSync(path.join(dataDir, 'atrium.sqlite'))).toBe(false);
  });

  it.each([
    ['a missing option', ADMIN.slice(2), 'missing --username'],
    ['an option without its value', ADMIN.slice(0, -1), '--account needs a value: --account <name>'],
    ['a value taken for an option', ['--username', ...ADMIN.slice(2)], '--username needs a value: --username <name>'],
    ['an unknown option', [...ADMIN, '--admin'], "unknown option '--admin'"],
    ['a short option', [...ADMIN, '-u', 'x'], "unknown option '-u'"],
    ['a stray argument', [...ADMIN, 'now'], "unexpected argument 'now': every value follows the option it belongs to"],
    ['an option given twice', [...ADMIN, '--account', 'Other'], '--account is given twice'],
    ['a value for a flag', [...ADMIN, '--password-stdin=yes'], '--password-stdin takes no value'],
    ['an empty name', withOption(ADMIN, 'first-name', '  '), '--first-name must not be empty'],
    ['a name with a line break', withOption(ADMIN, 'last-name', 'Hop\nper'), '--last-name must not contain control characters'],
    ['a long name', withOption(ADMIN, 'organisation', 'x'.repeat(101)), '--organisation is longer than 100 characters'],
    ['a username with a space', withOption(ADMIN, 'username', 'grace hopper'), "--username must be one word, without spaces: 'grace hopper'"],
    ['a username mixing scripts', withOption(ADMIN, 'username', 'gr\u0430ce'), "--username must be written in one script, not Latin and Cyrillic: 'gr\u0430ce'"],
    ['a username with a path character', withOption(ADMIN, 'username', 'ops/grace'), "--username must not contain a path character (/, \\ or :): 'ops/grace'"],
    ['a bad e-mail address', withOption(ADMIN, 'email', 'grace at navy'), "--email 'grace at navy' is not an e-mail address such as ada@example.com"],
  ])('refuses %s, naming it, creating nothing', async (_case, args, message) => {
    const { io, out, err } = fakeIo();
    expect(await createAdmin(args, io)).toBe(EXIT.refused);
    expect(out).toEqual([]);
    expect(err[0]).toBe(`atrium create-admin: ${message}`);
    expect(existsSync(path.join(dataDir, 'atrium.sqlite'))).toBe(false);
  });

  it('refuses a username that is taken and changes nothing, not even the new organisation', async () => {
    expect(await createAdmin(ADMIN, fakeIo().io)).toBe(EXIT.done);
    const { io, out, err } = fakeIo();
    const again = withOption(withOption(ADMIN, 'username', ' GRACE '), 'organisation', 'Harvard');
    expect(await createAdmin(again, io)).toBe(EXIT.failed);
    expect(out).toEqual([]);
    expect(err).toEqual(["atrium create-admin: A user named 'grace' already exists. Nothing was changed."]);
    const { db } = await server();
    expect(await counts(db)).toEqual({ organisations: 1, accounts: 1, users: 1 });
  });

  it('stops at a bad configuration variable, naming it, before reading a password', async () => {
    const { io, err } = fakeIo({ typed: [] });
    expect(await createAdmin([...ADMIN, '--password-stdin'], io, { DATABASE_URL: 'mysql://db/atrium' })).toBe(EXIT.failed);
    expect(err).toEqual(['atrium create-admin: Invalid DATABASE_URL="mysql://db/atrium": expected a postgres:// URL, or no value for SQLite']);
  });

  it('never seeds the demo, even outside production', async () => {
    expect(await runCli(['create-admin', ...ADMIN], fakeIo().io, { DATA_DIR: dataDir })).toBe(EXIT.done);
    const started = await startServer(dataDir, { NODE_ENV: 'development' });
    running.push(started);
    expect(await counts(started.db)).toEqual({ organisations: 1, accounts: 1, users: 1 });
  });
});
