// Packs `@atrium/sdk` (sdk/package.json) into an installable tarball: `node scripts/sdk-pack.mjs
// [--out <dir>]` (npm run sdk:pack) writes <dir>/atrium-sdk-<version>.tgz, default dist/packs/,
// and prints its path and size last. Offline: it only builds and runs `npm pack` on a local folder.
//
// The tarball holds the SDK's types as one bundled .d.ts (scripts/api-report.mjs's rollup) and a
// small JS entry. Inside Atrium a plugin never loads that entry: the page's import map gives it
// the desktop's own SDK module (scripts/shared-modules.mjs). The entry is for everything outside
// Atrium (a plugin's unit tests, tools that resolve the import): `definePlugin` is the real
// function, a constant with a literal value is that value, and every other export throws a clear
// error when used, since it needs a running desktop.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'dist/packs') } } });
const out = path.resolve(values.out);
const sdkDir = path.join(root, 'sdk');
const typesFile = path.join(root, 'dist/sdk/atrium-sdk.d.ts');
const manifest = JSON.parse(await readFile(path.join(sdkDir, 'package.json'), 'utf8'));

// 1. The bundled .d.ts, written by the API report.
const api = spawnSync(process.execPath, [path.join(root, 'scripts/api-report.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (api.status !== 0) fail('the API report failed (see above); nothing was packed.');
const types = await readFile(typesFile, 'utf8');

// 2. The JS entry: one export for each value the page's SDK module exports.
const runtimeNames = await pageModuleExports();
const declared = declaredValues(types);
const undeclared = runtimeNames.filter((name) => !declared.has(name));
const phantom = [...declared.keys()].filter((name) => !runtimeNames.includes(name));
if (undeclared.length > 0) fail(`values the SDK exports but its .d.ts does not declare: ${undeclared.join(', ')}`);
// A value in the .d.ts that the page does not provide would type-check and then fail to link in the browser.
if (phantom.length > 0) fail(`the .d.ts declares values the SDK does not export at run time: ${phantom.join(', ')}`);

const staging = await mkdtemp(path.join(root, 'dist/.sdk-pack-'));
let tarball = '';
let failure = '';
try {
  await build({
    absWorkingDir: root,
    stdin: { contents: entrySource(runtimeNames, declared), resolveDir: root, sourcefile: 'atrium-sdk-entry.ts', loader: 'ts' },
    outfile: path.join(staging, 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    legalComments: 'none',
    banner: { js: "// @atrium/sdk outside Atrium. Inside, the page's import map gives a plugin the desktop's own SDK instead." },
    logLevel: 'warning',
  });
  await copyFile(typesFile, path.join(staging, 'atrium-sdk.d.ts'));
  await copyFile(path.join(sdkDir, 'package.json'), path.join(staging, 'package.json'));
  await copyFile(path.join(sdkDir, 'README.package.md'), path.join(staging, 'README.md'));

  // 3. The tarball.
  await mkdir(out, { recursive: true });
  const packed = spawnSync('npm', ['pack', staging, '--pack-destination', out, '--ignore-scripts', '--offline', '--json', '--silent'], { cwd: out, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr.trim()}`);
  const [{ filename }] = JSON.parse(packed.stdout);
  tarball = path.join(out, filename);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  await rm(staging, { recursive: true, force: true });
}
if (failure) fail(failure);
const { size } = await stat(tarball);
console.log(`sdk:pack: ${manifest.name}@${manifest.version} -> ${path.relative(process.cwd(), tarball)} (${(size / 1024).toFixed(1)} KiB)`);

/** The names sdk/index.ts exports at run time: what the page's SDK module offers a plugin. */
async function pageModuleExports() {
  const assets = ['.css', '.svg', '.png', '.jpg', '.woff', '.woff2'];
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['sdk/index.ts'],
    outdir: path.join(root, 'dist/.sdk-pack-scan'),
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    loader: Object.fromEntries(assets.map((extension) => [extension, 'empty'])),
    metafile: true,
    logLevel: 'warning',
  });
  const entry = Object.values(result.metafile.outputs).find((output) => output.entryPoint === 'sdk/index.ts');
  if (!entry) fail('sdk/index.ts produced no output');
  return [...entry.exports].sort();
}

/**
 * The values the .d.ts exports, each with its literal value when the declaration states one
 * (`export declare const FOLDER_MIME = "inode/directory"`), else undefined.
 */
function declaredValues(source) {
  const file = ts.createSourceFile('atrium-sdk.d.ts', source, ts.ScriptTarget.Latest, false);
  const values = new Map();
  const exported = (statement) => ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name && exported(statement)) {
      values.set(statement.name.text, undefined);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        const literal = initializer && (ts.isStringLiteral(initializer) || ts.isNumericLiteral(initializer)) ? initializer.getText(file) : undefined;
        values.set(declaration.name.getText(file), literal);
      }
    }
  }
  return values;
}

/** The entry's source: definePlugin itself, the literal constants, and a stand-in for every other value. */
function entrySource(names, declared) {
  const lines = [
    "export { definePlugin } from './sdk/definePlugin';",
    '',
    'function needsAtrium(name: string): never {',
    '  throw new Error(',
    "    `@atrium/sdk: ${name} works only inside a running Atrium, which gives a plugin the SDK through the page's import map. ` +",
    "      \"Bundle your plugin with '@atrium/sdk' and React left external, and load it into Atrium (the SDK's README says how).\",",
    '  );',
    '}',
    '',
    '/** Usable as a function, class or object: any use throws, naming the export. */',
    'function standIn(name: string): never {',
    '  const fail = () => needsAtrium(name);',
    '  return new Proxy(function () {}, { apply: fail, construct: fail, get: fail, has: fail, set: fail }) as never;',
    '}',
    '',
  ];
  for (const name of names) {
    if (name === 'definePlugin') continue;
    const literal = declared.get(name);
    lines.push(literal === undefined ? `export const ${name} = /* @__PURE__ */ standIn(${JSON.stringify(name)});` : `export const ${name} = ${literal};`);
  }
  return lines.join('\n') + '\n';
}

function fail(message) {
  console.error(`sdk:pack: ${message}`);
  process.exit(1);
}
