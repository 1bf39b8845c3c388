// The SDK's API report (sdk/api-extractor.json). `node scripts/api-report.mjs` (npm run api)
// emits the SDK's declarations, updates sdk/atrium-sdk.api.md and writes the types for plugin
// authors to dist/sdk/atrium-sdk.d.ts; with `--check` (npm run api:check, part of npm test) it
// changes nothing and fails when the checked-in report differs from the SDK.
//
// Warnings (a TSDoc slip, a declaration without TSDoc, an export without an @example) are printed
// but do not fail; `--list` names the declarations without TSDoc or example.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const list = process.argv.includes('--list');
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// 1. Declarations, incrementally (dist/.sdk-api/dts.tsbuildinfo): unchanged sources are not emitted again.
let started = performance.now();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const emitted = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'sdk/tsconfig.api.json')], { cwd: root, stdio: 'inherit' });
if (emitted.status !== 0) {
  console.error('api: the SDK does not compile (see above); the report was not checked.');
  process.exit(1);
}
const emitTime = seconds(started);

// The incremental emit never removes the declaration of a source that was moved or deleted, and a
// stale `x.d.ts` wins over a new `x/index.d.ts` when `./x` is resolved: the report would read a
// module that no longer exists. Such leftovers go.
const declarations = path.join(root, 'dist/.sdk-api/dts');
for (const entry of readdirSync(declarations, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const output = path.join(entry.parentPath, entry.name);
  const source = path.join(root, path.relative(declarations, output)).slice(0, -'.d.ts'.length);
  if (!['.ts', '.tsx', '.d.ts'].some((extension) => existsSync(source + extension))) rmSync(output);
}

// 2. The report and the d.ts rollup.
started = performance.now();
const config = ExtractorConfig.loadFileAndPrepare(path.join(root, 'sdk/api-extractor.json'));
let reportIsStale = false;
const result = Extractor.invoke(config, {
  localBuild: !check,
  printApiReportDiff: check,
  messageCallback(message) {
    if (message.messageId === 'console-api-report-not-copied') {
      reportIsStale = true;
      message.handled = true;
    } else if (message.messageId === 'console-preamble' || message.messageId === 'console-compiler-version-notice') {
      message.handled = true;
    }
  },
});
const reportTime = seconds(started);

// Every export should carry TSDoc with an example (docs/architecture.md#house-rules); the gaps are counted, and named on request.
const undocumented = undocumentedIn(readFileSync(path.join(config.reportTempFolder, 'atrium-sdk.api.md'), 'utf8'));
const withoutExample = exportsWithoutExample(readFileSync(config.untrimmedFilePath, 'utf8'));
if (undocumented.length + withoutExample.length > 0) {
  if (list) {
    console.warn(`api: declarations without TSDoc:\n  ${undocumented.join('\n  ')}`);
    console.warn(`api: exports without an @example:\n  ${withoutExample.join('\n  ')}`);
  } else {
    console.warn(
      `api: ${undocumented.length} declarations without TSDoc, ${withoutExample.length} exports without an @example` +
        ' (`npm run api -- --list` names them)',
    );
  }
}
if (result.errorCount > 0) {
  console.error(`api: ${result.errorCount} errors (see above).`);
  process.exit(1);
}
if (check && (reportIsStale || result.apiReportChanged)) {
  console.error(
    '\napi: sdk/atrium-sdk.api.md does not match the SDK (the differences are above).\n' +
      '     Run `npm run api` and commit the updated report with your change, so the API change shows in review.',
  );
  process.exit(1);
}
console.log(
  `api: ${check ? 'report up to date' : result.apiReportChanged ? 'report updated' : 'report unchanged'} — ` +
    `declarations ${emitTime}, report ${reportTime}; types in ${path.relative(root, config.untrimmedFilePath)}`,
);

/**
 * The declarations the report marks `(undocumented)`, as `Interface` or `Interface.member`: the
 * mark stands on the line before the declaration, members are indented under their parent.
 */
function undocumentedIn(report) {
  // api-extractor renames a declaration that shadows a global (`Plugin_2` for the DOM's Plugin).
  const unaliased = (name) => name.replace(/_\d+$/, '');
  const names = [];
  const lines = report.split('\n');
  let parent = '';
  lines.forEach((line, i) => {
    const top = /^(?:export )?(?:declare )?(?:interface|class|type|function|const|let|enum|namespace) (\w+)/.exec(line);
    if (top?.[1]) parent = top[1];
    if (!/^\s*\/\/ .*\(undocumented\)$/.test(line)) return;
    const next = lines.slice(i + 1).find((candidate) => !/^\s*\/\//.test(candidate)) ?? '';
    const member = /^ {4}(?:readonly )?(?:get |set )?(\w+)/.exec(next);
    const declaration = /^(?:export )?(?:declare )?(?:interface|class|type|function|const|let|enum|namespace) (\w+)/.exec(next);
    if (member?.[1]) names.push(`${unaliased(parent)}.${member[1]}`);
    else if (declaration?.[1]) names.push(unaliased(declaration[1]));
  });
  return names;
}

/**
 * The SDK's exports whose declaration has no `@example`, read from the d.ts rollup (where each
 * export is declared once, with its TSDoc). Re-exports of other packages' values are skipped.
 */
function exportsWithoutExample(rollup) {
  const source = ts.createSourceFile('atrium-sdk.d.ts', rollup, ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  const exported = [];
  for (const statement of source.statements) {
    const name = statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined;
    if (name) declarations.set(name, statement);
    const isExported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (name && isExported) exported.push({ name, local: name });
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exported.push({ name: element.name.text, local: (element.propertyName ?? element.name).text });
    }
  }
  const hasExample = (node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');
  return exported.filter(({ local }) => declarations.has(local) && !hasExample(declarations.get(local))).map(({ name }) => name).sort();
}
