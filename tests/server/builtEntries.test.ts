import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, removeDir, startServer, tempDir } from './helpers';
import { buildBundles, bundleEnvironment, serveBundle, type RunningServer } from './processes';

let bundles: string;
let dataDir: string;

beforeAll(async () => {
  bundles = await buildBundles();
}, 120_000);

afterAll(() => removeDir(bundles));

beforeEach(async () => {
  dataDir = await tempDir('atrium-built-');
});

afterEach(() => removeDir(dataDir));

interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built operators' tool to its end. */
function atrium(args: readonly string[], stdin: string, env: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(process.execPath, [path.join(bundles, 'atrium.js'), ...args], { env: bundleEnvironment(dataDir, env) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The built server on this test's data directory. */
function serve(env: Record<string, string>): Promise<RunningServer> {
  return serveBundle(bundles, dataDir, env);
}

async function signIn(url: string, username: string, password: string): Promise<Response> {
  return fetch(`${url}/api/auth`, { method: 'POST', body: new URLSearchParams({ username, password }) });
}

describe('the built operators’ tool (dist/server/atrium.js)', () => {
  it('lists its commands', async () => {
    const { status, stdout } = await atrium(['--help'], '');
    expect(status).toBe(0);
    expect(stdout).toContain('create-admin');
  });

  it('creates the first administrator of a production database, who signs in through the built server', async () => {
    const created = await atrium(
      ['create-admin', '--username', 'grace', '--email', 'grace@navy.example', '--first-name', 'Grace', '--last-name', 'Hopper',
        '--organisation', 'US Navy', '--account', 'Research', '--password-stdin'],
      'Compiler#1952\n',
      { NODE_ENV: 'production' },
    );
    expect(created).toMatchObject({ status: 0, stderr: '' });
    expect(created.stdout).toContain("Created administrator 'grace'");

    const server = await serve({ NODE_ENV: 'production' });
    try {
      const response = await signIn(server.url, 'grace', 'Compiler#1952');
      expect(response.status).toBe(200);
      const { jwt } = ((await response.json()) as { data: { jwt: string } }).data;
      const profile = await fetch(`${server.url}/api/user/me/a+p+acc+ap+t`, { headers: bearer(jwt) });
      expect(((await profile.json()) as { data: { active_account: { name: string } } }).data.active_account.name).toBe('Research');
      expect((await signIn(server.url, 'demo', DEMO_PASSWORD)).status).toBe(401);
    } finally {
      const { stdout, stderr } = await server.stop();
      expect(stdout + stderr).not.toMatch(/Demo users|WARNING/);
    }
  });

  it('refuses a password that breaks a rule, with the rule’s text and exit status 2', async () => {
    const refused = await atrium(
      ['create-admin', '--username', 'grace', '--email', 'g@n.example', '--first-name', 'G', '--last-name', 'H', '--organisation', 'O',
        '--account', 'A', '--password-stdin'],
      'compiler#1952\n',
    );
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('atrium create-admin: Password must contain at least one uppercase letter (A-Z)!');
    expect(refused.stdout).toBe('');
  });
});

describe('what the built server says at start-up about its users', () => {
  it('tells, in production on a new database, that nobody can sign in and how to create the first administrator', async () => {
    const { stdout } = await (await serve({ NODE_ENV: 'production' })).stop();
    expect(stdout).toContain('No users yet: nobody can sign in. Create the first administrator with `npm run atrium -- create-admin`');
  });


  it('prints the demo users and their password in development', async () => {
    const { stdout } = await (await serve({})).stop();
    expect(stdout).toContain(`Demo users: demo, ada — password: ${DEMO_PASSWORD}`);
  });

  it('warns in production about demo users who still have it, naming them', async () => {
    // Seeded in development, then moved to production.
    const development = await startServer(dataDir);
    await development.db.updateTable('users').set({ password_hash: 'changed' }).where('username', '=', 'ada').execute();
    await development.close();

    const { stdout, stderr } = await (await serve({ NODE_ENV: 'production' })).stop();
    expect(stdout).toContain("WARNING: anyone can sign in as demo: they still have the demo's password");
    expect(stdout + stderr).not.toContain(DEMO_PASSWORD);
  });
});
