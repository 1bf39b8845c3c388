// Starts the built server for the browser tests on 127.0.0.1 with a fresh data directory in
// test mode, and removes the directory when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2];
if (!/^\d+$/.test(port ?? '')) {
  console.error('usage: node tests/e2e/serve.mjs <port> (playwright.config.ts chooses a free one)');
  process.exit(2);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    ATRIUM_TEST_MODE: '1',
    // Every test signs in from 127.0.0.1; the per-IP limit has its own server test.
    LOGIN_RATE_LIMIT_PER_IP: '10000',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(signal ? 0 : (code ?? 0));
});
