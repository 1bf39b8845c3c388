// The modules Atrium shares with third-party plugin bundles at run time. A plugin is built with
// these specifiers as externals, so its bundle keeps them as bare imports (`import { useState }
// from 'react'`); the page's import map points each one at an entry of Atrium's own code-split
// bundle, so the plugin gets the very React and SDK instances the desktop runs on.

/** Bare specifier → the name of its entry under /assets. CommonJS packages get a generated ES module shim. */
export const SHARED_MODULES = [
  { specifier: 'react', entry: 'react', commonjs: true },
  { specifier: 'react/jsx-runtime', entry: 'react-jsx-runtime', commonjs: true },
  { specifier: 'react-dom', entry: 'react-dom', commonjs: true },
  { specifier: 'react-dom/client', entry: 'react-dom-client', commonjs: true },
  { specifier: '@atrium/sdk', entry: 'atrium-sdk', source: 'sdk/index.ts' },
];

/** What a plugin's bundler must leave external: exactly the import map's keys. */
export const SHARED_SPECIFIERS = SHARED_MODULES.map((module) => module.specifier);

const NAMESPACE = 'atrium-shared';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** esbuild entry points for the shared modules: `{ react: 'atrium-shared:react', …, 'atrium-sdk': 'sdk/index.ts' }`. */
export function sharedEntryPoints() {
  return Object.fromEntries(
    SHARED_MODULES.map(({ specifier, entry, source }) => [entry, source ?? `${NAMESPACE}:${specifier}`]),
  );
}

/**
 * The export names of each CommonJS shared module, as Node's own ES module loader sees them. Node
 * reads them from the source, following `module.exports = require(…)` into both the production
 * and the development branch of React's index.js, so a plugin links the same way against either
 * build (`act` is undefined in production, not missing).
 */
export async function commonJsExportNames() {
  const commonjs = SHARED_MODULES.filter((module) => module.commonjs);
  const names = await Promise.all(
    commonjs.map(async ({ specifier }) => Object.keys(/** @type {object} */ (await import(specifier))).filter((name) => name !== 'default')),
  );
  return new Map(commonjs.map(({ specifier }, i) => [specifier, names[i] ?? []]));
}

/**
 * An esbuild plugin that turns `atrium-shared:<specifier>` into an ES module re-exporting the
 * CommonJS package by name. `export * from 'react'` would not do: esbuild cannot list a CommonJS
 * module's exports statically, so the names are listed here, computed in Node at build time.
 */
export function sharedModulesPlugin(root, exportNames) {
  return {
    name: 'atrium-shared-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = exportNames.get(args.path);
        if (!names) throw new Error(`shared modules: ${args.path} is not a CommonJS shared module`);
        return { contents: shimSource(args.path, names), resolveDir: root, loader: 'js' };
      });
    },
  };
}

function shimSource(specifier, names) {
  const invalid = names.filter((name) => !IDENTIFIER.test(name));
  // A new export that is not an identifier would otherwise go missing without a word.
  if (invalid.length > 0) throw new Error(`shared modules: ${specifier} exports names the shim cannot declare: ${invalid.join(', ')}`);
  return [
    `import * as M from ${JSON.stringify(specifier)};`,
    'export default M.default;',
    `export const { ${names.join(', ')} } = M;`,
    '',
  ].join('\n');
}

/**
 * The `<script type="importmap">` for index.html: each shared specifier → the URL of its entry,
 * found in esbuild's metafile by the entry point it was built from.
 */
export function importMapScript(metafile, toUrl) {
  const entries = sharedEntryPoints();
  const imports = {};
  for (const { specifier, entry } of SHARED_MODULES) {
    const output = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === entries[entry]);
    if (!output) throw new Error(`shared modules: ${specifier} produced no output`);
    imports[specifier] = toUrl(output[0]);
  }
  const json = JSON.stringify({ imports }).replace(/</g, '\\u003c');
  return `<script type="importmap">${json}</script>`;
}
