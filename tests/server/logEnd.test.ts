import { spawn } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeDir } from './helpers';

// pino writes standard output asynchronously, and process.exit does not wait for a write in
// flight: the server's last lines, those that say why it stopped, were lost now and then.

const root = fileURLToPath(new URL('../..', import.meta.url));
let folder: string;

beforeAll(async () => {
  // Inside the project, so that the script finds pino in node_modules.
  await mkdir(path.join(root, 'dist'), { recursive: true });
  folder = await mkdtemp(path.join(root, 'dist', '.test-log-end-'));
});

afterAll(async () => {
  await removeDir(folder);
});

it('writes every line given to the log before the process exits, the last ones included', async () => {
  const script = path.join(folder, 'ends.mjs');
  // More than a pipe holds: its write is still under way when the process wants to exit.
  const long = 'x'.repeat(1 << 20);
  await build({
    stdin: {
      contents: `import { createLogger, endLog } from './server/log';
        const log = createLogger('info');
        log.info('${long}');
        log.info('stopped');
        await endLog(log);
        process.exit(0);`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: script,
    logLevel: 'silent',
  });
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
  const messages = stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages).toEqual([long, 'stopped']);
});
