// Packs the plugin kit (kits/create-plugin, @atrium/create-plugin) into an installable tarball:
// esbuild bundles its command into dist/cli.js, and `npm pack` writes
// dist/packs/atrium-create-plugin-<version>.tgz with the template beside it.
// `npm run plugin-kit:pack`; the last line printed is the tarball's path and size.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kit = path.join(root, 'kits/create-plugin');
const packs = path.join(root, 'dist/packs');

rmSync(path.join(kit, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: kit,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});

mkdirSync(packs, { recursive: true });
const packed = spawnSync('npm', ['pack', kit, '--pack-destination', packs, '--json', '--silent'], { cwd: root, encoding: 'utf8' });
if (packed.status !== 0) {
  console.error(`plugin-kit: npm pack failed:\n${packed.stderr}`);
  process.exit(1);
}
const [{ filename }] = JSON.parse(packed.stdout);
const tarball = path.join(packs, filename);
console.log(`${path.relative(root, tarball)} ${(statSync(tarball).size / 1024).toFixed(1)} kB`);
