// Builds Atrium: the browser bundle (code-split ES modules, minified unless --dev, source maps)
// into dist/public, and the server into dist/server. `node build.mjs [--dev]`.
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

await rm(dist, { recursive: true, force: true });
await mkdir(publicDir, { recursive: true });

const started = performance.now();

const browser = await build({
  absWorkingDir: root,
  entryPoints: { main: 'main.tsx' },
  outdir: path.join(publicDir, 'assets'),
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome120', 'firefox120', 'safari17'],
  minify: !dev,
  sourcemap: 'linked',
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'files/[name]-[hash]',
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    __ATRIUM_VERSION__: JSON.stringify(pkg.version),
  },
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
});

const entry = Object.entries(browser.metafile.outputs).find(([, out]) => out.entryPoint === 'main.tsx');
if (!entry) throw new Error('build: the browser entry produced no output');
const [entryJs, entryOut] = entry;
const toUrl = (file) => '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
const template = await readFile(path.join(root, 'engine/index.html'), 'utf8');
const html = template
  .replace('<!--atrium-styles-->', entryOut.cssBundle ? `<link rel="stylesheet" href="${toUrl(entryOut.cssBundle)}">` : '')
  .replace('<!--atrium-script-->', `<script type="module" src="${toUrl(entryJs)}"></script>`);
await writeFile(path.join(publicDir, 'index.html'), html);

await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts' },
  outdir: path.join(dist, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  define: { __ATRIUM_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});

const js = Object.entries(browser.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const total = js.reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(
  `build: ${dev ? 'development' : 'production'} in ${Math.round(performance.now() - started)} ms — ` +
    `entry ${kb(entryOut.bytes)}, ${js.length} scripts ${kb(total)} in all`,
);
