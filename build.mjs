// Builds Atrium: the browser bundle (code-split ES modules, minified unless --dev, source maps)
// into dist/public, the server into dist/server, and the built-in packages' manifest entries
// into dist/server/builtin-packages.json. `node build.mjs [--dev] [--server] [--out=<dir>]`: --server
// builds only the server and the operators' tool, leaving dist/public as it is (`npm run atrium`
// does that); --out writes to <dir> instead of dist.
//
// The browser bundle has entries besides main.tsx: React and the SDK as ES modules that
// third-party plugins import by bare specifier through the page's import map
// (scripts/shared-modules.mjs). They share chunks with main.tsx, so there is one React and one
// SDK instance on the page, whoever imports it.
//
// main.tsx's static imports are the login page; the desktop, pixi.js and the built-in plugins are
// behind import(). The build writes dist/public/login-scripts.json (the login page's scripts with
// their sizes) and fails when they exceed their gzip budget (scripts/login-budget.mjs); index.html
// preloads them, largest first, with the Roboto faces the form waits for. Every
// script and stylesheet gets a .br and a .gz copy beside it (scripts/precompress.mjs). The login
// page links its own stylesheet, the CSS of main.tsx's static imports (buildLoginStyles); the
// desktop's code adds the one with every built-in's CSS, from the entry page-styles.ts (it says why).
import { build } from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerBundles } from './scripts/server-bundle.mjs';
import { commonJsExportNames, importMapScript, sharedEntryPoints, sharedModulesPlugin } from './scripts/shared-modules.mjs';
import { overBudgetMessage, startupScripts, weighLoginScripts } from './scripts/login-budget.mjs';
import { precompress } from './scripts/precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = 'main.tsx';
const DESKTOP_MODULE = 'engine/shell/desktop/Desktop.tsx';
// The chunks pixi.js imports while the desktop's first canvases start (the browser environment,
// the WebGL renderer of the desktop's canvas, the canvas renderer of its widgets and chrome), one
// after another. Named by the module each chunk is split at; WebGPU and the web-worker environment
// are never used here.
const DESKTOP_RENDERER_CHUNK = /\/chunks\/(browserAll|WebGLRenderer|CanvasRenderer)-\w+\.js$/;
const STYLES_ENTRY = 'page-styles.ts';
/** The login page's stylesheet, from ENTRY's static imports (buildLoginStyles). */
const LOGIN_STYLES = 'login-styles';
// The faces the login page waits for before its first render (engine/start.tsx loads Roboto's),
// preloaded by index.html so they download with the scripts rather than after them.
const LOGIN_FONT_FILE = /\/files\/roboto-latin-\d+-normal-\w+\.woff2$/;
const dev = process.argv.includes('--dev');
const serverOnly = process.argv.includes('--server');
// --out=<dir> builds elsewhere than dist/ (a test's temporary folder, another revision's build).
const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const dist = out ? path.resolve(out) : path.join(root, 'dist');
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

const browserOptions = async () => ({
    absWorkingDir: root,
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

const buildBrowser = async () => build({ ...(await browserOptions()), entryPoints: { main: ENTRY, 'page-styles': STYLES_ENTRY, ...sharedEntryPoints() } });

/**
 * The login page's stylesheet: the CSS of what ENTRY imports statically, in the order the page's
 * full sheet has it. Whatever the login page imports (its tokens, its theme) is in it, so it is
 * styled from its first paint; the rest waits for the desktop's code (engine/shell/desktopCode.ts
 * links the full sheet). The same bundle with every import() left out: only its CSS is written,
 * its assets have the names the full build gave them (content hashes).
 */
async function buildLoginStyles() {
  const options = await browserOptions();
  const leaveOutDynamicImports = {
    name: 'leave-out-dynamic-imports',
    setup(bundle) {
      bundle.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
    },
  };
  const result = await build({ ...options, entryPoints: { [LOGIN_STYLES]: ENTRY }, splitting: false, metafile: false, write: false, plugins: [...options.plugins, leaveOutDynamicImports] });
  const styles = result.outputFiles.filter((file) => /\.css(\.map)?$/.test(file.path));
  const sheet = styles.find((file) => file.path.endsWith('.css'));
  if (!sheet) throw new Error(`build: ${ENTRY} imports no stylesheet`);
  await mkdir(path.dirname(sheet.path), { recursive: true });
  await Promise.all(styles.map((file) => writeFile(file.path, file.contents)));
  return sheet.path;
}

const buildServer = () => buildServerBundles({ root, outdir: serverDir, version: pkg.version });

/**
 * The built-in packages' manifest entries, collected from the source tree by the server's own
 * code: bundled to a scratch module first, since Node cannot import the TypeScript itself.
 */
async function collectBuiltinManifest() {
  // Under the checkout whatever --out says, where Node finds the packages it leaves external.
  const scratch = path.join(root, 'dist', `.build-${process.pid}`);
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

const [browser, loginStyles, , builtinManifest] = await Promise.all([
  serverOnly ? undefined : buildBrowser(),
  serverOnly ? undefined : buildLoginStyles(),
  buildServer(),
  collectBuiltinManifest(),
]);

await writeFile(path.join(serverDir, 'builtin-packages.json'), JSON.stringify(builtinManifest, null, 2) + '\n');
if (browser) await finishPage(browser.metafile, loginStyles);

/**
 * Writes dist/public/index.html for the browser bundle, compresses the scripts and styles, weighs
 * the login page, and prints what the page loads.
 */
async function finishPage(metafile, loginStyles) {
  const outputs = metafile.outputs;
  // What the page loads before it starts: the login page.
  const [entryJs, ...imported] = startupScripts(metafile, ENTRY);
  // Over HTTP/1.1 the browser fetches six files at a time, in the page's order: the largest
  // first, so that the last to arrive is a small one.
  const startup = [entryJs, ...imported.sort((a, b) => outputs[b].bytes - outputs[a].bytes)];
  const styles = Object.values(outputs).find((output) => output.entryPoint === STYLES_ENTRY)?.cssBundle;
  if (!styles) throw new Error(`build: ${STYLES_ENTRY} produced no stylesheet`);
  const toUrl = (file) => '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const template = await readFile(path.join(root, 'engine/index.html'), 'utf8');
  const placeholders = ['<!--atrium-importmap-->', '<!--atrium-styles-->', '<!--atrium-script-->', '<!--atrium-desktop-preloads-->', '<!--atrium-desktop-styles-->'];
  for (const placeholder of placeholders) {
    if (!template.includes(placeholder)) throw new Error(`build: engine/index.html has no ${placeholder}`);
  }
  // Preloaded, so the browser fetches them at once rather than one import level at a time.
  const preloads = [
    ...startup.slice(1).map((file) => `<link rel="modulepreload" href="${toUrl(file)}">`),
    ...loginFonts(metafile).map((file) => `<link rel="preload" href="${toUrl(file)}" as="font" type="font/woff2" crossorigin>`),
  ];
  const html = template
    // Before the module script: the import map must be in place before the first module loads.
    .replace('<!--atrium-importmap-->', () => importMapScript(metafile, toUrl))
    .replace('<!--atrium-styles-->', `<link rel="stylesheet" href="/${path.relative(publicDir, loginStyles).split(path.sep).join('/')}">`)
    .replace('<!--atrium-script-->', () => [...preloads, `<script type="module" src="${toUrl(entryJs)}"></script>`].join('\n    '))
    // Read by the desktop's prefetch (engine/shell/desktopCode.ts), which preloads them with its code.
    .replace(
      '<!--atrium-desktop-preloads-->',
      () => `<script id="atrium-desktop-preloads" type="application/json">${JSON.stringify(desktopRendererScripts(metafile).map(toUrl))}</script>`,
    )
    // Linked by the desktop's code (engine/shell/desktopCode.ts) over the login page's own sheet.
    .replace('<!--atrium-desktop-styles-->', () => `<script id="atrium-desktop-styles" type="application/json">${JSON.stringify(toUrl(styles))}</script>`);
  await writeFile(path.join(publicDir, 'index.html'), html);

  const compressing = performance.now();
  const sizes = await precompress(publicDir, new Set(startup.map((file) => path.join(root, file))));
  const compressed = Math.round(performance.now() - compressing);
  const weight = weighLoginScripts(metafile, startup, (file) => sizes.get(path.join(root, file))?.gzip ?? outputs[file].bytes);
  await writeFile(
    path.join(publicDir, 'login-scripts.json'),
    JSON.stringify({ ...weight, scripts: weight.scripts.map(({ file, ...size }) => ({ url: toUrl(file), ...size })), largest: undefined }, null, 2) + '\n',
  );

  const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `build: ${dev ? 'development' : 'production'} in ${Math.round(performance.now() - started)} ms (${compressed} ms of it compressing) — ` +
      `login page ${kb(weight.bytes)} (${kb(weight.gzip)} gzip, budget ${kb(weight.budget)}) in ${startup.length} scripts, ` +
      `${js.length} scripts ${kb(js.reduce((sum, file) => sum + outputs[file].bytes, 0))} in all`,
  );
  if (weight.over) {
    console.error(overBudgetMessage(weight));
    process.exitCode = 1;
  }
}

/** The font files (LOGIN_FONT_FILE) the page's stylesheet refers to. */
function loginFonts(metafile) {
  const fonts = Object.keys(metafile.outputs).filter((file) => LOGIN_FONT_FILE.test(file));
  if (fonts.length === 0) throw new Error("build: the build has no Roboto face; LOGIN_FONT_FILE is out of date");
  return fonts;
}

/**
 * The pixi renderer chunks (DESKTOP_RENDERER_CHUNK) that the desktop's chunk or the chunks it
 * imports statically import dynamically, with every chunk those import statically.
 */
function desktopRendererScripts(metafile) {
  const outputs = metafile.outputs;
  const desktop = Object.keys(outputs).find((file) => outputs[file].entryPoint === DESKTOP_MODULE);
  if (!desktop) throw new Error(`build: no chunk for ${DESKTOP_MODULE}`);
  const staticClosure = (roots) => {
    const files = new Set();
    const add = (file) => {
      if (files.has(file)) return;
      files.add(file);
      for (const entry of outputs[file].imports) if (entry.kind === 'import-statement' && !entry.external) add(entry.path);
    };
    roots.forEach(add);
    return files;
  };
  const renderers = [...staticClosure([desktop])].flatMap((file) =>
    outputs[file].imports.filter((entry) => entry.kind === 'dynamic-import' && DESKTOP_RENDERER_CHUNK.test(entry.path)).map((entry) => entry.path),
  );
  if (renderers.length === 0) throw new Error("build: the desktop's code imports none of pixi.js's renderer chunks; DESKTOP_RENDERER_CHUNK is out of date");
  return [...staticClosure(renderers)];
}
