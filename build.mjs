// Builds Atrium: the browser bundle (code-split ES modules, minified unless --dev, source maps)
// into dist/public, the server into dist/server, and the built-in packages' manifest entries
// into dist/server/builtin-packages.json. `node build.mjs [--dev] [--server]`: --server builds only
// the server and the operators' tool, leaving dist/public as it is (`npm run atrium` does that).
//
// The browser bundle has entries besides main.tsx: React and the SDK as ES modules that
// third-party plugins import by bare specifier through the page's import map
// (scripts/shared-modules.mjs). They share chunks with main.tsx, so there is one React and one
// SDK instance on the page, whoever imports it.
import { build } from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerBundles } from './scripts/server-bundle.mjs';
import { commonJsExportNames, importMapScript, sharedEntryPoints, sharedModulesPlugin } from './scripts/shared-modules.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const serverOnly = process.argv.includes('--server');
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const serverDir = path.join(dist, 'server');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

// Only what this build writes: dist/sdk (the SDK's types, from `npm run api`) stays.
await Promise.all((serverOnly ? [serverDir] : [publicDir, serverDir]).map((dir) => rm(dir, { recursive: true, force: true })));
if (!serverOnly) {
  await mkdir(publicDir, { recursive: true });
  // The bundled wallpapers keep stable names (settings store their URL): served as /wallpapers/<id>.svg.
  await cp(path.join(root, 'engine/wallpapers/images'), path.join(publicDir, 'wallpapers'), { recursive: true });
  // Notification sounds by name, each as .oga and .mp3: served as /sounds/<name>.<format>.
  await cp(path.join(root, 'engine/shell/notifications/sounds'), path.join(publicDir, 'sounds'), { recursive: true });
}

const started = performance.now();

const buildBrowser = async () =>
  build({
    absWorkingDir: root,
    entryPoints: { main: 'main.tsx', ...sharedEntryPoints() },
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
    plugins: [sharedModulesPlugin(root, await commonJsExportNames())],
  });

const buildServer = () => buildServerBundles({ root, outdir: serverDir, version: pkg.version });

/**
 * The built-in packages' manifest entries, collected from the source tree by the server's own
 * code: bundled to a scratch module first, since Node cannot import the TypeScript itself.
 */
async function collectBuiltinManifest() {
  const scratch = path.join(dist, '.build');
  const file = path.join(scratch, 'collect-builtin-manifest.mjs');
  await build({
    absWorkingDir: root,
    stdin: { contents: "export { collectBuiltinManifest } from './server/packages';", resolveDir: root, loader: 'ts' },
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    const server = await import(pathToFileURL(file).href);
    return await server.collectBuiltinManifest(root);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const [browser, , builtinManifest] = await Promise.all([serverOnly ? undefined : buildBrowser(), buildServer(), collectBuiltinManifest()]);

await writeFile(path.join(serverDir, 'builtin-packages.json'), JSON.stringify(builtinManifest, null, 2) + '\n');
if (browser) await writePage(browser.metafile);

/** Writes dist/public/index.html for the browser bundle and prints what the page loads. */
async function writePage(metafile) {
  const outputs = metafile.outputs;
  const entry = Object.entries(outputs).find(([, out]) => out.entryPoint === 'main.tsx');
  if (!entry) throw new Error('build: the browser entry produced no output');
  const [entryJs, entryOut] = entry;
  const toUrl = (file) => '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const template = await readFile(path.join(root, 'engine/index.html'), 'utf8');
  for (const placeholder of ['<!--atrium-importmap-->', '<!--atrium-styles-->', '<!--atrium-script-->']) {
    if (!template.includes(placeholder)) throw new Error(`build: engine/index.html has no ${placeholder}`);
  }
  // What the page loads before it starts: the entry and every chunk it imports statically. They
  // are preloaded, so the browser fetches them at once rather than one import level at a time.
  const startup = new Set();
  for (const queue = [entryJs]; queue.length > 0; ) {
    const file = queue.pop();
    if (startup.has(file)) continue;
    startup.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') queue.push(imported.path);
  }
  const preloads = [...startup].filter((file) => file !== entryJs).map((file) => `<link rel="modulepreload" href="${toUrl(file)}">`);
  const html = template
    // Before the module script: the import map must be in place before the first module loads.
    .replace('<!--atrium-importmap-->', () => importMapScript(metafile, toUrl))
    .replace('<!--atrium-styles-->', entryOut.cssBundle ? `<link rel="stylesheet" href="${toUrl(entryOut.cssBundle)}">` : '')
    .replace('<!--atrium-script-->', () => [...preloads, `<script type="module" src="${toUrl(entryJs)}"></script>`].join('\n    '));
  await writeFile(path.join(publicDir, 'index.html'), html);

  const js = Object.entries(outputs).filter(([file]) => file.endsWith('.js'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const bytesOf = (files) => files.reduce((sum, file) => sum + (outputs[file]?.bytes ?? 0), 0);
  console.log(
    `build: ${dev ? 'development' : 'production'} in ${Math.round(performance.now() - started)} ms — ` +
      `start-up ${kb(bytesOf([...startup]))} in ${startup.size} scripts, ${js.length} scripts ${kb(bytesOf(js.map(([file]) => file)))} in all`,
  );
}
