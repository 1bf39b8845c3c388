// Builds the package named in metadata.json: `node build.mjs` writes dist/<name>/main.js and
// dist/<name>/metadata.json. React and the SDK stay imports: Atrium's page shares its own copies
// with the plugin at run time.
//   --out <dir>  builds into <dir>/<name> instead, e.g. straight into Atrium's packages folder;
//   --watch      rebuilds on every change, into --out or else PACKAGES_DIR (`npm run dev`);
//   --pack       builds, then writes <package>-<version>.tgz of dist/<name> (`npm run pack`), which
//                `npm run atrium -- install-package <archive>` installs.
import { context } from 'esbuild';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { create } from 'tar';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' }, watch: { type: 'boolean' }, pack: { type: 'boolean' } } });
const readJson = async (file) => JSON.parse(await readFile(path.join(here, file), 'utf8'));
const metadata = await readJson('metadata.json');

const out = values.out ?? (values.watch ? process.env.PACKAGES_DIR : path.join(here, 'dist'));
if (!out) {
  console.error('npm run dev builds into the packages folder of a running Atrium: PACKAGES_DIR=<folder> npm run dev, or npm run dev -- --out <folder>');
  process.exit(2);
}
const packageDir = path.resolve(out, metadata.name);

await mkdir(packageDir, { recursive: true });
const builder = await context({
  entryPoints: [path.join(here, 'src/index.tsx')],
  outfile: path.join(packageDir, 'main.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  external: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@atrium/sdk'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'metadata',
      setup(esbuild) {
        // After main.js: a server that sees the new metadata.json finds the code it lists.
        esbuild.onEnd(async (result) => {
          if (result.errors.length > 0) return;
          await copyFile(path.join(here, 'metadata.json'), path.join(packageDir, 'metadata.json'));
          console.log(`${metadata.name}: built into ${packageDir}`);
        });
      },
    },
  ],
});

if (values.watch) {
  await builder.watch();
  console.log(`${metadata.name}: watching src/ (Ctrl+C stops)`);
} else {
  const result = await builder.rebuild();
  await builder.dispose();
  if (result.errors.length > 0) process.exit(1);
  if (values.pack) {
    const { name, version } = await readJson('package.json');
    const archive = path.join(here, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
    // The package folder at the archive's top, as install-package expects it; no owners or times of this machine.
    await create({ gzip: true, file: archive, cwd: path.dirname(packageDir), portable: true, mtime: new Date(0) }, [metadata.name]);
    console.log(`${path.basename(archive)} ${(await stat(archive)).size} bytes`);
  }
}
