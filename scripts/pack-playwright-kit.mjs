// Packs the Playwright kit (kits/playwright, @atrium/playwright) into an installable tarball:
// esbuild bundles its code into dist/index.js, tsc writes its declarations beside it, and
// `npm pack` writes dist/packs/atrium-playwright-<version>.tgz. `npm run playwright-kit:pack`;
// the last line printed is the tarball's path and size.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kit = path.join(root, 'kits/playwright');
const packs = path.join(root, 'dist/packs');

rmSync(path.join(kit, 'dist'), { recursive: true, force: true });
// One module: the kit's sources are bundled, its peer (@playwright/test) and Node's modules stay imports.
await build({
  absWorkingDir: kit,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const declarations = spawnSync(process.execPath, [tsc, '-p', path.join(kit, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
if (declarations.status !== 0) {
  console.error('playwright-kit: the declarations could not be emitted (see above); nothing was packed.');
  process.exit(1);
}

mkdirSync(packs, { recursive: true });
const packed = spawnSync('npm', ['pack', kit, '--pack-destination', packs, '--json', '--silent'], { cwd: root, encoding: 'utf8' });
if (packed.status !== 0) {
  console.error(`playwright-kit: npm pack failed:\n${packed.stderr}`);
  process.exit(1);
}
const [{ filename }] = JSON.parse(packed.stdout);
const tarball = path.join(packs, filename);
console.log(`${path.relative(root, tarball)} ${(statSync(tarball).size / 1024).toFixed(1)} kB`);
