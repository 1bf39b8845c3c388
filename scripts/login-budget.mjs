// The login page's weight: the scripts it loads before the form shows, checked by every build
// against a budget, so a static import that drags the desktop back into the page fails the build.

/**
 * What the login page's scripts may weigh, gzip-compressed: what travels before the form shows
 * (issue 33: the form in 300 ms). React and ReactDOM alone are about 69 KB of it.
 */
export const LOGIN_BUDGET_GZIP_BYTES = 150 * 1024;
/** How many of the largest modules a failed check lists. */
const LARGEST_SHOWN = 12;

/**
 * The scripts a page loads before it starts: the entry's output and every chunk it imports
 * statically (dynamic imports load later), as esbuild's metafile names them.
 * @param entryPoint the entry as esbuild was given it, e.g. `main.tsx`
 */
export function startupScripts(metafile, entryPoint) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint);
  if (!entry) throw new Error(`build: the entry ${entryPoint} produced no output`);
  const found = new Set();
  for (const queue = [entry]; queue.length > 0; ) {
    const file = queue.pop();
    if (found.has(file)) continue;
    found.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') queue.push(imported.path);
  }
  return [entry, ...[...found].filter((file) => file !== entry)];
}

/**
 * What an input counts under: a package's files as the package (pixi.js is some 400 inputs), the
 * checkout's own files as themselves.
 */
function moduleOf(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input;
  const [scope = '', name = ''] = input.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * Weighs `scripts` against the budget.
 * @param gzipBytesOf a script's gzip-compressed size
 * @returns the scripts with their sizes, the totals, whether they exceed the budget, and the
 *   largest modules (packages, or the checkout's files) in them by bytes in the output: what to
 *   look at when the page grew
 */
export function weighLoginScripts(metafile, scripts, gzipBytesOf, budget = LOGIN_BUDGET_GZIP_BYTES) {
  const weighed = scripts.map((file) => ({ file, bytes: metafile.outputs[file].bytes, gzip: gzipBytesOf(file) }));
  const modules = new Map();
  for (const { file } of weighed) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs)) {
      const module = moduleOf(input);
      modules.set(module, (modules.get(module) ?? 0) + bytesInOutput);
    }
  }
  const gzip = weighed.reduce((sum, script) => sum + script.gzip, 0);
  return {
    scripts: weighed,
    bytes: weighed.reduce((sum, script) => sum + script.bytes, 0),
    gzip,
    budget,
    over: gzip > budget,
    largest: [...modules]
      .sort(([, a], [, b]) => b - a)
      .slice(0, LARGEST_SHOWN)
      .map(([input, bytes]) => ({ input, bytes })),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a build prints when the login page is over its budget: by how much, and what is in it. */
export function overBudgetMessage(weight) {
  return [
    `build: the login page's scripts are ${kb(weight.gzip)} gzip (${kb(weight.bytes)}), over the budget of ${kb(weight.budget)} (scripts/login-budget.mjs).`,
    `Its ${weight.scripts.length} scripts: ${weight.scripts.map((script) => `${script.file.split('/').pop()} ${kb(script.gzip)}`).join(', ')}.`,
    'The largest modules in them, by bytes in the output (a static import of the desktop, pixi.js or a plugin belongs behind import()):',
    ...weight.largest.map(({ input, bytes }) => `  ${kb(bytes).padStart(9)}  ${input}`),
  ].join('\n');
}
