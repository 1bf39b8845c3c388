import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

/** A server of a test's own, for tests that install packages the shared server must not see. */
export interface OwnServer {
  baseURL: string;
  /** Where this server reads installed packages from. */
  packagesDir: string;
  /** Its data directory, for the operators' tool (which reads DATA_DIR as the server does). */
  dataDir: string;
  /** Kills the server's process (SIGKILL: a crash, no goodbye to its sockets); its data stays. */
  kill(): Promise<void>;
  /** Starts it again after `kill`, on the same port and data: the pages that were connected come back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/**
 * Starts the built server on 127.0.0.1 with a fresh data directory, in test mode, with the named
 * test packages (tests/e2e/packages/<name>) installed and `env` added to its environment, on
 * `port` (a free one by default; given when another server must know the address first).
 */
export async function startOwnServer(packages: readonly string[] = [], env: Readonly<Record<string, string>> = {}, port?: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-own-'));
  const packagesDir = path.join(dataDir, 'packages');
  mkdirSync(packagesDir);
  for (const name of packages) cpSync(path.join(import.meta.dirname, 'packages', name), path.join(packagesDir, name), { recursive: true });
  port ??= await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const launch = async () => {
    const started = spawn(process.execPath, ['dist/server/main.js'], {
      stdio: 'ignore',
      // A small demo ledger: no test of its own reads the dashboards' figures, and the server seeds the orders beside the test's work.
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ATRIUM_TEST_MODE: '1', LOG_LEVEL: 'error', ATRIUM_DEMO_ORDERS: '2000', ...env },
    });
    try {
      await healthy(`${baseURL}/api/health`, started);
    } catch (error) {
      started.kill();
      throw error;
    }
    return started;
  };
  const end = async (server: ChildProcess, signal: NodeJS.Signals) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    await exited;
  };
  let child: ChildProcess;
  try {
    child = await launch();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    packagesDir,
    dataDir,
    kill: () => end(child, 'SIGKILL'),
    async restart() {
      child = await launch();
    },
    async stop() {
      await end(child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
