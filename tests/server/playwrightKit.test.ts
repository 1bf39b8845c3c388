import { request, type APIRequestContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync, mkdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtriumAutomation, OpenOptions, WindowSummary as EngineWindowSummary } from '../../engine/automation';
import type { AccountPreferences as ContractAccountPreferences, TestUserHome, TestUserTemplate } from '../../server/contract';
import {
  createUser,
  startAtriumServer,
  connectAtriumServer,
  type AccountPreferences,
  type AtriumServer,
  type AutomationHandle,
  type OpenWindowOptions,
  type UserHome,
  type UserTemplate,
  type WindowSummary,
} from '../../kits/playwright/src';
import { removeDir } from './helpers';
import { buildBundles } from './processes';

// The kit declares what it uses of Atrium instead of importing it (the published package needs
// nothing of this checkout): these fail to compile when Atrium's side changes under it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fits: [
  Same<WindowSummary, EngineWindowSummary>,
  Same<OpenWindowOptions, OpenOptions>,
  Same<AccountPreferences, ContractAccountPreferences>,
  Same<UserTemplate, TestUserTemplate>,
  Same<UserHome, TestUserHome>,
  AtriumAutomation extends AutomationHandle ? true : false,
] = [true, true, true, true, true, true];

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], cwd: string): Promise<Finished> {
  const child = spawn(command, args, { cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
}

/** The module specifiers a JavaScript or declaration file imports or re-exports. */
function specifiersIn(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

describe('the packed Playwright kit (npm run playwright-kit:pack)', () => {
  let project: string;
  let kit: string;
  let packed: Finished;

  beforeAll(async () => {
    packed = await run(process.execPath, ['scripts/pack-playwright-kit.mjs'], root);
    expect(packed.status, packed.stderr).toBe(0);
    const tarball = path.join(root, packed.stdout.trim().split('\n').at(-1)?.split(' ')[0] ?? '');
    // A project of a tester's own, outside the checkout, with the tarball unpacked where npm would put it.
    project = await mkdtemp(path.join(tmpdir(), 'atrium-playwright-kit-'));
    kit = path.join(project, 'node_modules/@atrium/playwright');
    mkdirSync(kit, { recursive: true });
    await extract({ file: tarball, cwd: kit, strip: 1 });
  }, 120_000);

  afterAll(async () => {
    if (project) await removeDir(project);
  });

  it('prints the tarball in dist/packs and its size as its last line', () => {
    expect(packed.stdout.trim().split('\n').at(-1)).toMatch(/^dist\/packs\/atrium-playwright-0\.2\.0\.tgz \d+\.\d kB$/);
  });

  it('declares its name, version, module type, typed exports and @playwright/test as its only (peer) dependency', () => {
    const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@atrium/playwright',
      version: '0.2.0',
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      peerDependencies: { '@playwright/test': expect.any(String) as unknown },
    });
    expect(manifest.dependencies).toBeUndefined();
    expect(existsSync(path.join(kit, 'dist/index.js'))).toBe(true);
    expect(existsSync(path.join(kit, 'dist/index.d.ts'))).toBe(true);
  });

  it('holds its guide, manifest, code and types, which import nothing but each other, Node and its peer', () => {
    const files = filesUnder(kit);
    expect(files.filter((file) => !file.startsWith('dist/'))).toEqual(['README.md', 'package.json']);
    expect(files.filter((file) => file.startsWith('dist/') && !/\.(?:js|d\.ts)$/.test(file))).toEqual([]);
    const allowed = new Set(['@playwright/test', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    for (const file of files.filter((name) => /\.(?:js|d\.ts)$/.test(name))) {
      const text = readFileSync(path.join(kit, file), 'utf8');
      expect(text, `${file} names the checkout`).not.toContain(root.replace(/\/$/, ''));
      for (const specifier of specifiersIn(text)) {
        if (!specifier.startsWith('.')) {
          expect(allowed.has(specifier), `${file} imports ${specifier}, which the kit does not declare`).toBe(true);
          continue;
        }
        const target = path.resolve(path.dirname(path.join(kit, file)), specifier);
        expect(target.startsWith(`${kit}${path.sep}`), `${file} imports ${specifier}, outside the package`).toBe(true);
        const declared = file.endsWith('.d.ts') ? target.replace(/\.js$/, '.d.ts') : target;
        expect(existsSync(declared), `${file} imports ${specifier}, which the package does not hold`).toBe(true);
      }
    }
  });

  it('loads in a project outside the checkout that installed only its peer', async () => {
    mkdirSync(path.join(project, 'node_modules/@playwright'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules/@playwright/test'), path.join(project, 'node_modules/@playwright/test'));
    const loaded = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log(Object.keys(await import('@atrium/playwright')).sort().join(' '))"],
      project,
    );
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout.trim().split(' ')).toEqual(expect.arrayContaining(['Desktop', 'connectAtriumServer', 'createUser', 'expect', 'openDesktop', 'startAtriumServer', 'test']));
  });
});

describe("the kit's server and users, with Atrium's built server", () => {
  let bundles: string;
  let api: APIRequestContext;
  const started: AtriumServer[] = [];

  /** Starts the built server through the kit, without the browser build (no page is opened here). */
  const start = async (env: Record<string, string> = {}) => {
    const server = await startAtriumServer({
      command: [process.execPath, path.join(bundles, 'main.js')],
      env: { ATRIUM_PUBLIC_DIR: path.join(bundles, 'no-public-dir'), ATRIUM_BUILTIN_MANIFEST: path.join(bundles, 'no-builtin-packages.json'), ...env },
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    bundles = await buildBundles();
    api = await request.newContext();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await api.dispose();
    await removeDir(bundles);
  });

  it('starts a server in test mode on 127.0.0.1 with a data directory of its own, makes a user who signs in, and removes the directory when stopped', async () => {
    const atrium = await start();
    expect(atrium.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { dataDir } = atrium;
    expect(dataDir && existsSync(dataDir)).toBe(true);
    const user = await createUser(api, atrium.baseURL, { like: 'ada' });
    expect(user.baseURL).toBe(atrium.baseURL);
    const signedIn = await api.post(`${atrium.baseURL}/api/auth`, { form: { username: user.username, password: user.password } });
    expect(signedIn.status()).toBe(200);
    // Connecting to it by address, as ATRIUM_URL does, finds it; stopping a connection leaves it running.
    const connected = await connectAtriumServer(`${atrium.baseURL}/`);
    expect(connected).toMatchObject({ baseURL: atrium.baseURL, dataDir: null });
    await connected.stop();
    expect((await api.get(`${atrium.baseURL}/api/health`)).ok()).toBe(true);
    await atrium.stop();
    expect(existsSync(dataDir ?? '')).toBe(false);
  });

  it('says what the server wrote when it exits instead of starting', async () => {
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(/exited with code \d+ before it answered:[\s\S]*ATRIUM_TEST_MODE/);
  });

  it('tells that a server out of test mode makes no users', async () => {
    const atrium = await start({ ATRIUM_TEST_MODE: '0' });
    await expect(createUser(api, atrium.baseURL)).rejects.toThrow(/has no POST \/api\/test\/users: start the server in test mode \(ATRIUM_TEST_MODE=1/);
  });

  it('type-checks the kit against what Atrium provides', () => {
    expect(fits).toEqual([true, true, true, true, true, true]);
  });
});
