import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, removeDir, startServer, tempDir } from './helpers';

// The server and the operators' tool as `npm start` and `npm run atrium` run them: bundled by
// build.mjs's own code, started as processes of their own.

const root = fileURLToPath(new URL('../..', import.meta.url));
let bundles: string;
let dataDir: string;

beforeAll(async () => {
  // Inside the project, so that the bundles find their packages in node_modules as dist/server's do.
  bundles = await mkdtemp(path.join(root, 'dist', '.test-bundles-'));
  // scripts/ is plain JavaScript, outside the type-checked program.
  const { buildServerBundles } = (await import(path.join(root, 'scripts/server-bundle.mjs'))) as {
    buildServerBundles(options: { root: string; outdir: string; version: string }): Promise<unknown>;
  };
  await buildServerBundles({ root, outdir: bundles, version: '0.0.0-test' });
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

/** The environment a bundle runs in: this test's database, no browser build, quiet logs. */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    ATRIUM_PUBLIC_DIR: path.join(dataDir, 'no-public-dir'),
    ATRIUM_BUILTIN_MANIFEST: path.join(dataDir, 'no-builtin-packages.json'),
    LOG_LEVEL: 'error',
    ...env,
  };
}

/** Runs the built operators' tool to its end. */
function atrium(args: readonly string[], stdin: string, env: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(process.execPath, [path.join(bundles, 'atrium.js'), ...args], { env: environment(env) });
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

interface RunningServer {
  url: string;
  /** Stops it. @returns everything it wrote, read to the end. */
  stop(): Promise<Omit<Finished, 'status'>>;
}

/** Starts the built server on a free port and waits for the line that says it is running, its last at start-up. */
function serve(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(bundles, 'main.js')], { env: environment({ HOST: '127.0.0.1', PORT: '0', ...env }) });
  let stdout = '';
  let stderr = '';
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => reject(new Error(`the server stopped (${status}) before it ran:\n${stdout}${stderr}`)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /is running at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (port === undefined) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          await closed;
          return { stdout, stderr };
        },
      });
    });
  });
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
    const { stderr } = await (await serve({ NODE_ENV: 'production' })).stop();
    expect(stderr).toContain('No users yet: nobody can sign in. Create the first administrator with `npm run atrium -- create-admin`');
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
    expect(stderr).toContain("WARNING: anyone can sign in as demo: they still have the demo's password");
    expect(stdout + stderr).not.toContain(DEMO_PASSWORD);
  });
});
