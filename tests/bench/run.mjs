// `npm run bench`: the window benchmark, then the VFS benchmark and the first-seconds benchmark
// (start.mjs) on the build it made, each given every option (each reads its own: --layouts and
// --counts the windows', --rows, --entries and --size the VFS's, --runs and --orders the
// first seconds'). --benches=vfs,start (of windows, vfs, start) runs those alone.
//
// A/B: --base=<rev> [--repeat=3] checks <rev> out into a detached worktree in a temporary folder
// (node_modules linked to this checkout's), builds it and this checkout, then runs each bench
// --repeat times against each build, alternating which goes first (the bench scripts are this
// checkout's; --dist=<dir> tells each which build to serve). It prints one table per bench,
// the median of the repetitions on each side, the change per figure ("—" where a side
// reported none, e.g. a row the base has not got) and in how many repetitions this build's figure
// was the higher (a change that held in 5 of 5 is one; 3 of 5 is the machine), writes
// test-results/bench/ab.json (with each repetition's figures, so that runs can be pooled), and
// removes the worktree.
//
// --by-row (with --base) alternates the window benchmark row by row instead: each (layout, count)
// that --layouts and --counts choose runs on one build and then the other (which first alternates
// by row and by repetition), so a row's two sides are measured a minute apart, not a whole
// benchmark (minutes) apart, and the machine's drift weighs on both alike. Each run starts its own
// server and browser: a few seconds more per row and side.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { abRows, figuresOf, formatAbTable } from './ab.mjs';
import { windowRows } from './windowsRows.mjs';

const BENCHES = ['windows', 'vfs', 'start'];
/** Run only when --benches names them: the sign-in trace (signin-trace.mjs) takes minutes of tracing. */
const OPT_IN_BENCHES = ['signin-trace'];
const BUILD_TIMEOUT_MS = 300_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const benches = (option('benches') ?? BENCHES.join(',')).split(',');
for (const bench of benches) if (![...BENCHES, ...OPT_IN_BENCHES].includes(bench)) throw new Error(`unknown benchmark '${bench}' (${[...BENCHES, ...OPT_IN_BENCHES].join(', ')})`);
const OWN = ['benches', 'base', 'repeat'];
const byRow = args.includes('--by-row');
const rest = args.filter((arg) => arg !== '--by-row' && !OWN.some((name) => arg.startsWith(`--${name}=`)));
/** The options that choose the window benchmark's rows, replaced by one row's in --by-row. */
const ROW_OPTIONS = ['layouts', 'counts'];

const runBench = (bench, options) => spawnSync(process.execPath, [fileURLToPath(new URL(`${bench}.mjs`, import.meta.url)), ...options], { stdio: 'inherit' }).status ?? 1;

function git(cwd, ...argv) {
  const run = spawnSync('git', argv, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${argv.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

function build(dir) {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit', timeout: BUILD_TIMEOUT_MS });
  if (built.status !== 0) throw new Error(`the build in ${dir} failed (${built.status ?? built.signal ?? built.error})`);
}

/** Each bench once on this checkout: the window benchmark builds, the others reuse its build. */
function plain() {
  let built = rest.includes('--no-build');
  let status = 0;
  for (const bench of benches) {
    const options = built ? [...new Set([...rest, '--no-build'])] : rest;
    status ||= runBench(bench, options);
    built = true;
  }
  return status;
}

function abMode(baseRev) {
  const repeat = Number(option('repeat') ?? 3);
  const temp = mkdtempSync(path.join(tmpdir(), 'atrium-bench-base-'));
  const baseDir = path.join(temp, 'base');
  const sides = {
    base: { label: git(root, 'rev-parse', '--short', baseRev), dist: path.join(baseDir, 'dist') },
    current: { label: `${git(root, 'rev-parse', '--short', 'HEAD')}${git(root, 'status', '--porcelain') ? '+changes' : ''}`, dist: path.join(root, 'dist') },
  };
  const startLoad = loadavg();
  git(root, 'worktree', 'add', '--detach', baseDir, baseRev);
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(baseDir, 'node_modules'));
    build(baseDir);
    if (!rest.includes('--no-build')) build(root);
    const results = {};
    let status = 0;
    for (const bench of benches) {
      // What one repetition runs on each side: the whole bench, or with --by-row each window row.
      const units =
        bench === 'windows' && byRow ? windowRows(option('layouts'), option('counts')).map(({ layout, count }) => ({ label: ` ${layout} ${count}`, options: [`--layouts=${layout}`, `--counts=${count}`] })) : [{ label: '', options: null }];
      const runs = { base: [], current: [] };
      for (let repetition = 0; repetition < repeat; repetition++) {
        const figures = { base: new Map(), current: new Map() };
        for (const [index, unit] of units.entries()) {
          // Alternated, so that a machine getting busier or quieter weighs on both sides alike.
          const order = (repetition + index) % 2 === 0 ? ['base', 'current'] : ['current', 'base'];
          for (const side of order) {
            console.log(`\n[bench] ${bench}${unit.label}: ${side} (${sides[side].label}), repetition ${repetition + 1} of ${repeat}`);
            const chosen = unit.options ? [...rest.filter((arg) => !ROW_OPTIONS.some((name) => arg.startsWith(`--${name}=`))), ...unit.options] : rest;
            const code = runBench(bench, [...chosen.filter((arg) => arg !== '--no-build'), `--dist=${sides[side].dist}`]);
            status ||= code;
            if (code === 0) for (const [name, value] of figuresOf(JSON.parse(readFileSync(path.join(outDir, `${bench}.json`), 'utf8')))) figures[side].set(name, value);
          }
        }
        // Kept even when empty (the bench failed), so that repetition i of one side stays paired with i of the other.
        for (const side of ['base', 'current']) runs[side].push(figures[side]);
      }
      results[bench] = abRows(runs.base, runs.current);
    }
    for (const bench of benches) console.log(formatAbTable(`${bench} (median of ${repeat})`, results[bench], { base: sides.base.label, current: sides.current.label }));
    mkdirSync(outDir, { recursive: true });
    const report = { date: new Date().toISOString(), base: sides.base.label, current: sides.current.label, repeat, cpus: cpus().length, loadAverage: { start: startLoad, end: loadavg() }, benches: results };
    writeFileSync(path.join(outDir, 'ab.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(`\nwrote ${path.relative(root, path.join(outDir, 'ab.json'))}`);
    return status;
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: root });
    rmSync(temp, { recursive: true, force: true });
  }
}

const baseRev = option('base');
// Rows alternate between two builds only: without a base there is nothing to alternate with.
if (byRow && baseRev === undefined) throw new Error('--by-row alternates the rows with a base build: give --base=<rev> too');
process.exit(baseRev === undefined ? plain() : abMode(baseRev));
