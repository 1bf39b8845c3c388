// @vitest-environment node
// `npm run sdk:pack` makes a package a plugin author installs in a folder of their own: the
// tarball must carry its types and entry and nothing of this checkout, and its types must compile
// with only the packages it declares, without the checkout's `paths` mapping.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'atrium-sdk-pack-'));
const unpacked = path.join(work, 'unpacked');

interface SdkManifest {
  name: string;
  version: string;
  types: string;
  exports: { '.': { types: string; default: string } };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

let printed = '';
let manifest: SdkManifest;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The package a bare specifier names: `react` for `react/jsx-runtime`, `@scope/name` for `@scope/name/x`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

beforeAll(async () => {
  const packed = spawnSync(process.execPath, [path.join(root, 'scripts/sdk-pack.mjs'), '--out', work], { cwd: root, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`sdk:pack failed:\n${packed.stderr}`);
  printed = packed.stdout.trim().split('\n').at(-1) ?? '';
  manifest = JSON.parse(readFileSync(path.join(root, 'sdk/package.json'), 'utf8')) as SdkManifest;
  mkdirSync(unpacked);
  await extract({ file: path.join(work, `atrium-sdk-${manifest.version}.tgz`), cwd: unpacked });
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run sdk:pack', () => {
  it('writes atrium-sdk-<version>.tgz and prints its path and size last', () => {
    expect(manifest.name).toBe('@atrium/sdk');
    expect(printed).toMatch(new RegExp(`atrium-sdk-${manifest.version.replace(/\./g, '\\.')}\\.tgz \\(\\d+\\.\\d KiB\\)$`));
  });

  it('packs the manifest, the bundled types, the entry and a README: nothing of the sources', () => {
    expect(filesUnder(unpacked).sort()).toEqual(['package/README.md', 'package/atrium-sdk.d.ts', 'package/index.js', 'package/package.json']);
    const packageDir = path.join(unpacked, 'package');
    expect(manifest.types).toBe(manifest.exports['.'].types);
    for (const file of [manifest.types, manifest.exports['.'].default]) expect(filesUnder(packageDir)).toContain(path.posix.normalize(file));
    const types = readFileSync(path.join(packageDir, 'atrium-sdk.d.ts'), 'utf8');
    // Comments may name the sources; code may not reach them.
    expect(types).not.toMatch(/(?:from\s+|import\(\s*|reference\s+path=)['"]\.{0,2}\//);
  });

  it('has types that import only the packages it declares', () => {
    const types = readFileSync(path.join(unpacked, 'package/atrium-sdk.d.ts'), 'utf8');
    const imported = new Set([...types.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((match) => packageOf(match[1] ?? '')));
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('type-checks a plugin that imports @atrium/sdk from the unpacked package, with no paths mapping', () => {
    const plugin = path.join(work, 'plugin');
    const modules = path.join(plugin, 'node_modules');
    mkdirSync(path.join(modules, '@atrium'), { recursive: true });
    cpSync(path.join(unpacked, 'package'), path.join(modules, '@atrium/sdk'), { recursive: true });
    // What an install of the package would bring: what it declares, and what those need in turn
    // (react-i18next's peer i18next, @types/react's csstype).
    const installed = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), 'i18next', 'csstype'];
    for (const name of installed) {
      mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
      symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name), 'dir');
    }
    mkdirSync(path.join(plugin, 'src'));
    writeFileSync(
      path.join(plugin, 'src/index.tsx'),
      [
        "import { definePlugin, useWindow, type FileEntry, type PluginContext, type ServerSocketEvent } from '@atrium/sdk';",
        '',
        'function Hello() {',
        '  const window = useWindow();',
        '  return <p>{window.id}</p>;',
        '}',
        '',
        'export default definePlugin({',
        "  id: 'acme.hello',",
        '  activate(ctx: PluginContext) {',
        "    ctx.apps.register({ name: 'Hello', launch: (app) => void app.openWindow({ id: 'main', title: 'Hello', content: <Hello /> }) });",
        '    ctx.bus.onDidReceiveServerEvent((event: ServerSocketEvent) => console.info(event.name));',
        "    void ctx.vfs.readdir('home:/').then((entries: FileEntry[]) => console.info(entries.length));",
        '  },',
        '});',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(plugin, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: [],
          // The SDK's own .d.ts is checked too: an import it cannot resolve is an error, not `any`.
          skipLibCheck: false,
        },
        include: ['src'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', plugin], { cwd: plugin, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('has an entry whose definePlugin works outside Atrium and whose other values say they need it', async () => {
    const entry = (await import(pathToFileURL(path.join(unpacked, 'package/index.js')).href)) as typeof import('../../../sdk');
    const plugin = { id: 'acme.hello', activate() {} };
    expect(entry.definePlugin(plugin)).toBe(plugin);
    expect(entry.FOLDER_MIME).toBe('inode/directory');
    expect(() => entry.useWindow()).toThrow(/@atrium\/sdk: useWindow works only inside a running Atrium/);
    expect(() => entry.joinPath('home:/', 'a')).toThrow(/joinPath works only inside a running Atrium/);
  });
});
