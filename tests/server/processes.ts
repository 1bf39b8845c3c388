import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TEST_DEMO_ORDERS } from './helpers';

// The server and the operators' tool as `npm start` and `npm run atrium` run them: bundled by
// build.mjs's own code, started as processes of their own.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Bundles the server and the operators' tool into a folder of their own under dist/; the caller removes it. */
export async function buildBundles(): Promise<string> {
  // Inside the project, so that the bundles find their packages in node_modules as dist/server's do.
  await mkdir(path.join(root, 'dist'), { recursive: true });
  const bundles = await mkdtemp(path.join(root, 'dist', '.test-bundles-'));
  // scripts/ is plain JavaScript, outside the type-checked program.
  const { buildServerBundles } = (await import(path.join(root, 'scripts/server-bundle.mjs'))) as {
    buildServerBundles(options: { root: string; outdir: string; version: string }): Promise<unknown>;
  };
  await buildServerBundles({ root, outdir: bundles, version: '0.0.0-test' });
  return bundles;
}

/** The environment a bundle runs in: `dataDir` for its data, no browser build, quiet logs, a small demo ledger. */
export function bundleEnvironment(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    ATRIUM_DEMO_ORDERS: String(TEST_DEMO_ORDERS),
    ATRIUM_PUBLIC_DIR: path.join(dataDir, 'no-public-dir'),
    ATRIUM_BUILTIN_MANIFEST: path.join(dataDir, 'no-builtin-packages.json'),
    LOG_LEVEL: 'error',
    ...env,
  };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Stops it with SIGTERM. @returns everything it wrote, read to the end. */
  stop(): Promise<{ stdout: string; stderr: string }>;
  /** Kills it with SIGKILL, as a crash or an OOM killer would, and waits until it is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the built server on a free port of 127.0.0.1 and waits for the line that says it is
 * running, its last at start-up, and then until its health no longer says `seeding`: the demo's
 * orders and reports are written after the server answers, and a test that reads the data folder
 * must not find their files half made.
 */
export async function serveBundle(bundles: string, dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const server = await startBundle(bundles, dataDir, env);
  for (;;) {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data?: { seeding?: boolean } };
    if (health.data?.seeding !== true) return server;
    await delay(20);
  }
}

function startBundle(bundles: string, dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(bundles, 'main.js')], { env: bundleEnvironment(dataDir, { HOST: '127.0.0.1', PORT: '0', ...env }) });
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
        process: child,
        async stop() {
          child.kill('SIGTERM');
          await closed;
          return { stdout, stderr };
        },
        async kill() {
          child.kill('SIGKILL');
          await closed;
        },
      });
    });
  });
}
