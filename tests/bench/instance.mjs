// The benchmarks' server instance: the built dist/server/main.js in a child process, in test mode
// on a free port of 127.0.0.1 with a throw-away data directory of its own, and the bench's users
// on it. Shared by the socket and soak benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a starting instance (migrations, the demo's seed) may take to answer its health check. */
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident set size in bytes, from /proc (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/**
 * Starts an instance with `env` over the bench's defaults and waits until it answers; its data
 * directory is its own and is removed when it stops.
 */
export async function startInstance(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ATRIUM_TEST_MODE: '1',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${base} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
  return {
    base,
    port,
    pid: child.pid,
    url: `ws://127.0.0.1:${port}/api/socket`,
    /** The server process's resident set size, in bytes. */
    rss: () => rssOf(child.pid),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new user of the bench's own on `base` (test mode: POST /api/test/users), like the demo's: its username and password. */
export async function createUser(base) {
  const created = await fetch(`${base}/api/test/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!created.ok) throw new Error(`POST /api/test/users answered ${created.status}: ${await created.text()}`);
  return (await created.json()).data;
}

/**
 * A schema of its own in the PostgreSQL at `databaseUrl`, so that runs never meet: the URL that
 * puts instances in it, and drop() to remove it with everything in it.
 */
export async function createSchema(databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const schema = `atrium_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const inSchema = new URL(databaseUrl);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: inSchema.toString(),
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
