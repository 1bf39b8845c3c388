// The benchmarks' server instance: the built dist/server/main.js in a child process, in test mode
// on a free port of 127.0.0.1 with a throw-away data directory of its own, and the bench's users
// on it. Shared by the socket and soak benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a starting instance (migrations, the demo's seed) may take to answer its health check. */
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
/** What a process started with --inspect says about its inspector, besides its address. */
const INSPECTOR_NOTICE = /^(Debugger (listening|ending) on|For help, see: https:\/\/nodejs.org\/en\/docs\/inspector|Debugger attached)/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident set size in bytes, from /proc (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/**
 * The inspector's websocket address that a process started with --inspect prints to its standard
 * error; the rest of that output goes on to this process's.
 */
function inspectorUrl(child) {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stderr }).on('line', (line) => {
      const url = /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
      if (url) resolve(url);
      else if (!INSPECTOR_NOTICE.test(line)) process.stderr.write(`${line}\n`);
    });
  });
}

/** Reads a process's V8 heap through its inspector (Runtime.evaluate of process.memoryUsage()). */
async function heapReader(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const waiting = new Map();
  let nextId = 0;
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) => {
    const id = ++nextId;
    const answered = new Promise((resolve) => waiting.set(id, resolve));
    ws.send(JSON.stringify({ id, method, params }));
    return answered;
  };
  return {
    /** The heap in use and reserved, in bytes. */
    async read() {
      const { result } = await call('Runtime.evaluate', { expression: 'process.memoryUsage()', returnByValue: true });
      return { used: result.value.heapUsed, total: result.value.heapTotal };
    },
    close: () => ws.terminate(),
  };
}

/**
 * Starts an instance with `env` over the bench's defaults and waits until it answers; its data
 * directory is its own and is removed when it stops. With `inspect`, the process runs with its
 * inspector on a free port of 127.0.0.1 and the instance's heap() reads its V8 heap.
 */
export async function startInstance(env = {}, { inspect = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const child = spawn(process.execPath, [...(inspect ? ['--inspect=127.0.0.1:0'] : []), path.join(root, 'dist/server/main.js')], {
    stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit'],
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
  const heap = inspect ? await heapReader(await inspectorUrl(child)) : null;
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
    /** With `inspect`: the V8 heap in use and reserved, in bytes. */
    heap: () => heap?.read(),
    async stop() {
      heap?.close();
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
