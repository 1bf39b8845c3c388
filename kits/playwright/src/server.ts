import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ORDERS, HEALTH_POLL_MS, LOGIN_RATE_LIMIT_PER_IP, SERVER_START_TIMEOUT_MS } from './constants.js';

/** An Atrium server in test mode that tests run against. */
export interface AtriumServer {
  /** Where it answers, such as `http://127.0.0.1:41234` (no trailing slash). */
  readonly baseURL: string;
  /** Its data directory when the kit started it (for the operators' tool, which reads DATA_DIR); null for a server it connected to. */
  readonly dataDir: string | null;
  /** Stops a server the kit started and removes its data directory; does nothing to a server it connected to. */
  stop(): Promise<void>;
}

/** How the kit starts a server of its own (the `atriumServer` option). */
export interface AtriumServerOptions {
  /**
   * The command that runs Atrium's server, program first; it is started in `cwd` with HOST, PORT
   * and DATA_DIR set by the kit. Default: `node dist/server/main.js` (an Atrium checkout or install, built).
   */
  command?: readonly string[];
  /** Where the command runs; default: the current directory. */
  cwd?: string;
  /** Added to the server's environment (PACKAGES_DIR, ATRIUM_TEST_CLOCK, …); these win over the kit's. */
  env?: Readonly<Record<string, string>>;
  /** How long the server may take to answer its health check, in milliseconds; default 30 s. */
  startTimeout?: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A TCP port on 127.0.0.1 that nothing listens on now: the system picks it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port on 127.0.0.1'))));
    });
  });
}

/** Resolves once `baseURL/api/health` answers 200; rejects when `child` exits first or `timeout` passes. */
async function healthy(baseURL: string, timeout: number, child: ChildProcess | null, output: () => string): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the Atrium server exited with code ${child.exitCode} before it answered:\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`the Atrium server at ${baseURL} did not answer GET /api/health within ${timeout / 1000} s:\n${output()}`);
}

/**
 * Uses the Atrium server already running at `url` (started with ATRIUM_TEST_MODE=1); resolves once
 * it answers its health check.
 * @example
 * const atrium = await connectAtriumServer('http://127.0.0.1:8080');
 */
export async function connectAtriumServer(url: string, timeout = SERVER_START_TIMEOUT_MS): Promise<AtriumServer> {
  const baseURL = trimSlash(url);
  await healthy(baseURL, timeout, null, () => '');
  return { baseURL, dataDir: null, stop: () => Promise.resolve() };
}

/** The last part of what the server wrote, for the error when it does not start. */
const OUTPUT_KEPT = 4000;

/**
 * Starts Atrium's server in test mode on a free port of 127.0.0.1 with a fresh data directory,
 * and resolves once it answers. The demo's ledger is small and seeded after the server answers,
 * so it is up in seconds.
 * @example
 * const atrium = await startAtriumServer({ cwd: '/opt/atrium' });
 * // … tests against atrium.baseURL …
 * await atrium.stop();
 */
export async function startAtriumServer(options: AtriumServerOptions = {}): Promise<AtriumServer> {
  const [program, ...args] = options.command ?? [process.execPath, 'dist/server/main.js'];
  if (!program) throw new Error('atriumServer.command is empty: give the program that runs the server, such as ["node", "dist/server/main.js"]');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-playwright-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(program, args, {
    cwd: options.cwd ?? process.cwd(),
    // Both: a production server writes its errors to stdout as JSON lines, an older one to stderr.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ATRIUM_TEST_MODE: '1',
      ATRIUM_DEMO_ORDERS: DEMO_ORDERS,
      LOGIN_RATE_LIMIT_PER_IP,
      LOG_LEVEL: 'error',
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new Error(`the Atrium server could not be started with ${[program, ...args].join(' ')}: ${error.message}`)));
  });
  const stop = async () => {
    // A command that could not be spawned has no process, and never exits.
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await spawned;
    await healthy(baseURL, options.startTimeout ?? SERVER_START_TIMEOUT_MS, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}
