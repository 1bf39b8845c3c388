import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readProductionInstall, ROOT } from './dockerfile';
import { expect, signIn, test } from './fixtures';
import { freePort } from './freePort';

// Build once, serve anywhere: what the Dockerfile's runtime image holds (dist/ as `npm run build`
// made it for these tests, package.json, package-lock.json), installed by its own command with
// production dependencies only, started by its CMD with NODE_ENV=production, its first
// administrator made by the operators' tool, and used in a browser.

const ADMIN = { username: 'grace', password: 'Compiler#1952', name: 'Grace Hopper' };

/** Runs `command` in `cwd` to its end; rejects with its output unless it succeeds. */
function run(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv, stdin = ''): Promise<string> {
  const [program = '', ...args] = command;
  const child = spawn(program, args, { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(output) : reject(new Error(`${command.join(' ')} exited with ${status}:\n${output}`))));
  });
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function healthy(url: string, server: ChildProcess): Promise<void> {
  await expect
    .poll(async () => {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      return (await fetch(`${url}/api/health`).catch(() => undefined))?.status;
    }, { timeout: 30_000 })
    .toBe(200);
}

test('the built output, installed with production dependencies only, serves the desktop', async ({ page }) => {
  // npm ci compiles better-sqlite3 when no prebuilt binary can be downloaded: 1–3 minutes on 2 busy cores.
  test.setTimeout(600_000);
  const image = readProductionInstall();
  const folder = await mkdtemp(path.join(tmpdir(), 'atrium-production-'));
  const dataDir = path.join(folder, 'data');
  let server: ChildProcess | undefined;
  try {
    for (const { from, to } of image.copies) await cp(path.join(ROOT, from), path.join(folder, to), { recursive: true });
    // Nothing of the checkout but what the image copies, and none of the test's environment but what npm and node need; the key as an operator sets it.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...image.env, DATA_DIR: dataDir, HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('base64url') };
    const installed = Date.now();
    // node-gyp's make on every core, should better-sqlite3 compile.
    await run(image.install, folder, { ...env, JOBS: 'max' });
    test.info().annotations.push({ type: 'install', description: `${image.install.join(' ')}: ${Math.round((Date.now() - installed) / 1000)} s` });
    // Production dependencies only: the bundler and the browser's libraries are not there.
    for (const devOnly of ['esbuild', 'pixi.js', 'echarts', 'typescript', 'vitest']) expect(await exists(path.join(folder, 'node_modules', devOnly)), devOnly).toBe(false);
    expect(await exists(path.join(folder, 'node_modules', 'fastify'))).toBe(true);

    const created = await run(
      ['node', 'dist/server/atrium.js', 'create-admin', '--username', ADMIN.username, '--email', 'grace@navy.example', '--first-name', 'Grace',
        '--last-name', 'Hopper', '--organisation', 'US Navy', '--account', 'Research', '--password-stdin'],
      folder,
      env,
      `${ADMIN.password}\n`,
    );
    expect(created).toContain(`Created administrator '${ADMIN.username}'`);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const [program = '', ...args] = image.start;
    const started = spawn(program, args, { cwd: folder, env: { ...env, PORT: String(port) } });
    server = started;
    let stdout = '';
    let stderr = '';
    started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await healthy(url, started);
    // A new user has no applications until an operator gives them some, of those the server registered at its start.
    await run(['node', 'dist/server/atrium.js', 'set-apps', '--username', ADMIN.username, '--account', 'Research', '--apps', 'Preferences,Files'], folder, env);

    await page.goto(`${url}/`);
    await signIn(page, ADMIN);
    // The automation handle that fixtures' desktopIsShown reads is test mode's: here the panel says who signed in.
    await expect(page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: ADMIN.name })).toBeVisible();
    await page.keyboard.press('Alt+a');
    await page.keyboard.type('Files');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('grid', { name: 'Files in Home' })).toBeVisible();

    // The page leaves first: a desktop whose server went away would fail reconnecting, in the console.
    await page.goto('about:blank');
    // 'close', not 'exit': the process may have exited while its last lines are still in the pipe.
    const exited = new Promise((resolve) => started.once('close', resolve));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
    // Every line the server wrote, from its start-up to its goodbye, is JSON for the log collector.
    expect(stderr).toBe('');
    const lines = stdout.split('\n').filter((line) => line !== '');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContainEqual(expect.stringMatching(/^Atrium .* is running at http:\/\/localhost:\d+$/));
    expect(messages.at(-1)).toBe('stopped');
  } finally {
    server?.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  }
});
