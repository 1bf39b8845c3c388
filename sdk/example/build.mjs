// Builds the Hello package: `node build.mjs [--out <dir>]` writes <dir>/Hello/main.js and
// <dir>/Hello/metadata.json (default <dir>: dist beside this file). React and the SDK stay
// imports: Atrium's page shares its own copies with the plugin at run time.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(here, 'dist') } } });
const packageDir = path.resolve(values.out, 'Hello');

await mkdir(packageDir, { recursive: true });
await build({
  entryPoints: [path.join(here, 'src/index.tsx')],
  outfile: path.join(packageDir, 'main.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  external: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@atrium/sdk'],
  logLevel: 'warning',
});
await copyFile(path.join(here, 'metadata.json'), path.join(packageDir, 'metadata.json'));
console.log(`Hello: built into ${packageDir}`);
