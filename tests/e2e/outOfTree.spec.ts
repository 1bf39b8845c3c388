import { test, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAtriumServer } from '../../kits/playwright/src';

// Issue 31, point 6: a plugin made, built, tested and installed from a folder outside this
// checkout, with nothing of it but the three packed kits and its operators' tool. A browser test
// because it needs what `npm run test:e2e` prepares first: the built server (dist/) and Chromium.

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = (JSON.parse(await readFile(path.join(root, 'tests/chromium.json'), 'utf8')) as { executablePath: string }).executablePath;
const KITS = ['atrium-sdk', 'atrium-playwright', 'atrium-create-plugin'] as const;

/** Runs a command to its end; rejects with what it wrote when it fails. */
function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: options.cwd, env: options.env ?? outsideEnv(), maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) failed:\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** This process's environment without what Playwright and npm set for the run inside the checkout. */
function outsideEnv(more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|TEST_|PW_|PLAYWRIGHT_|E2E_|INIT_CWD$)/i.test(name)));
  return { ...env, ...more };
}

test('a plugin made from the packed kits in a folder of its own builds, installs and passes its own Playwright test', async () => {
  test.setTimeout(15 * 60_000);
  const timings: string[] = [];
  const started = performance.now();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    const result = await work();
    timings.push(`${name} ${((performance.now() - from) / 1000).toFixed(1)} s`);
    return result;
  };

  await step('pack the kits', () => run('npm', ['run', 'packs'], { cwd: root, env: process.env }));
  const work = await mkdtemp(path.join(tmpdir(), 'atrium-outside-'));
  expect(path.relative(root, work).startsWith('..')).toBe(true);
  const server = await step('start Atrium', () => startAtriumServer({ cwd: root, env: { PACKAGES_DIR: path.join(work, 'packages') } }));
  try {
    // Only the tarballs leave the checkout: the plugin's package.json names these copies.
    const tarballs = Object.fromEntries(
      await Promise.all(
        KITS.map(async (kit) => {
          const copy = path.join(work, `${kit}-0.2.0.tgz`);
          await copyFile(path.join(root, 'dist/packs', `${kit}-0.2.0.tgz`), copy);
          return [kit, copy] as const;
        }),
      ),
    );
    const sizes = await Promise.all(KITS.map(async (kit) => `${kit}-0.2.0.tgz ${((await stat(tarballs[kit] ?? '')).size / 1024).toFixed(1)} kB`));

    await step('create', () =>
      run('npm', ['exec', '--yes', '--package', tarballs['atrium-create-plugin'] ?? '', '--', 'create-atrium-plugin', 'my-plugin', '--sdk', tarballs['atrium-sdk'] ?? '', '--playwright', tarballs['atrium-playwright'] ?? ''], { cwd: work }),
    );
    const plugin = path.join(work, 'my-plugin');
    const manifest = await readFile(path.join(plugin, 'package.json'), 'utf8');
    expect(manifest).not.toContain(root);
    await step('npm install', () => run('npm', ['install', '--no-audit', '--no-fund'], { cwd: plugin }));
    await step('typecheck', () => run('npm', ['run', 'typecheck'], { cwd: plugin }));
    await step('pack', () => run('npm', ['run', 'pack'], { cwd: plugin }));

    const installed = await step('install-package', () =>
      run(process.execPath, [path.join(root, 'dist/server/atrium.js'), 'install-package', path.join(plugin, 'my-plugin-0.1.0.tgz')], {
        cwd: root,
        env: outsideEnv({ DATA_DIR: server.dataDir ?? '', PACKAGES_DIR: path.join(work, 'packages') }),
      }),
    );
    expect(installed).toMatch(/^Installed package 'MyPlugin' in /);

    // The plugin's own test: the first run takes its screenshot baseline, the second compares with it.
    const testEnv = outsideEnv({ ATRIUM_URL: server.baseURL, CHROMIUM: chromium });
    await step('npm test (baseline)', () => run('npx', ['playwright', 'test', '--update-snapshots=all'], { cwd: plugin, env: testEnv }));
    const compared = await step('npm test', () => run('npm', ['test'], { cwd: plugin, env: testEnv }));
    expect(compared).toContain('1 passed');

    timings.push(`in all ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(`out of tree: ${timings.join(', ')}; ${sizes.join(', ')}`);
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
});
