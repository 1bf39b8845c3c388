// The sign-in trace: where the main thread's time goes from the Login click to
//   name    the panel showing the user's name, and
//   frame   the first desktop frame drawn with the restored windows on screen (the desktop
//           canvas has shown a frame and every window of the saved session is in the windows list).
// Each run signs a fresh test user in on a server of the build (test mode, its own data folder, a
// free port of 127.0.0.1, stopped at the end) whose session holds two windows to restore, with
// Chromium as the browser tests launch it (tests/chromium.json). Prints the median of each span
// and, for the last run (traced), the split of both spans:
//   script by source  JavaScript self time from the CPU profile, by the original file its source map
//                     names (engine/scene, engine/…, pixi.js, react, plugins/apps, other libraries)
//   chunk evaluation  compiling and evaluating the chunks loaded meanwhile (trace), part of the above
//   style/layout      style recalculation and layout (trace)
//   paint/raster      paint, pre-paint, layerize, commit and image decoding on the main thread (trace)
//   gc                the profile's garbage collector samples
//   browser work      the profile's (program): native work outside JavaScript not named above
//   idle/waiting      the span minus the main thread's tasks: waiting on the network or the GPU
// Opt-in: not in `npm run bench`'s default list; `npm run bench -- --benches=signin-trace` runs it
// on dist/ (build first) or A/B (--base=<rev>).
//
// Options: --runs=5        runs per build (the last one traced; tracing slows it, so it is left out
//                          of the medians when there is more than one run)
//          --dist=<dir>    the build to measure (default dist/); several, comma-separated, are
//                          alternated run by run
//          --out=<file>    the JSON written (default test-results/bench/signin-trace.json)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './ab.mjs';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 5);
const DISTS = (option('dist') ?? path.join(root, 'dist')).split(',').map((dir) => path.resolve(dir));
const OUT = path.resolve(option('out') ?? path.join(root, 'test-results/bench/signin-trace.json'));

const { executablePath: CHROMIUM, args: CHROMIUM_ARGS } = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));
const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUTS = { answer: 90_000, page: 60_000 };
const HEALTH_POLL_MS = 100;
const DEMO_NAME = 'Demo User';
/** What each run's user had open when they last left: restored at sign-in. */
const SAVED_SESSION = ['Files', 'Notes'].map((name, index) => ({
  name,
  args: {},
  windows: [{ id: 'main', maximized: false, minimized: false, position: { left: 80 + index * 420, top: 60 + index * 60 }, dimension: { width: 560, height: 400 } }],
}));
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading'];
/** Trace events (top-level on the main thread) per row of the split. */
const TRACE_ROWS = {
  'chunk evaluation': ['v8.compileModule', 'v8.evaluateModule', 'v8.compile', 'EvaluateScript'],
  'style/layout': ['UpdateLayoutTree', 'Layout'],
  'paint/raster': ['Paint', 'PrePaint', 'Layerize', 'Commit', 'Decode Image', 'ImageDecodeTask', 'RasterTask'],
};

const log = (...parts) => console.log(`[signin-trace ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dist) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-signin-trace-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ATRIUM_PUBLIC_DIR: path.join(dist, 'public'), ATRIUM_TEST_MODE: '1', LOG_LEVEL: 'error', ATRIUM_DEMO_ORDERS: '2000' },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = performance.now() + TIMEOUTS.answer;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false)) return { baseURL, stop };
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${TIMEOUTS.answer / 1000} s`);
    }
    await sleep(HEALTH_POLL_MS);
  }
}

async function api(baseURL, method, url, body, headers = { 'content-type': 'application/json' }) {
  const response = await fetch(`${baseURL}${url}`, { method, headers, body });
  const answer = await response.json();
  if (answer.status !== 'success') throw new Error(`${method} ${url}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A fresh test user whose saved session holds SAVED_SESSION. */
async function userWithSession(baseURL) {
  const user = await api(baseURL, 'POST', '/api/test/users', '{}');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const { jwt } = await api(baseURL, 'POST', '/api/auth', new URLSearchParams({ username: user.username, password: user.password }).toString(), form);
  await api(baseURL, 'POST', '/api/v1/user/me/updatesession', JSON.stringify({ data: SAVED_SESSION }), { 'content-type': 'application/json', authorization: `Bearer ${jwt}` });
  return user;
}

/** Source file → a row of "script by source". */
function sourceRow(source) {
  if (!source) return 'script: (native/unknown)';
  if (source.startsWith('native ')) return `script: ${source}`;
  if (/react-dom|scheduler|react-reconciler|node_modules\/react\//.test(source)) return 'script: react';
  if (/pixi\.js|@pixi\//.test(source)) return 'script: pixi';
  if (/node_modules\//.test(source)) return `script: lib ${source.replace(/^.*node_modules\//, '').split('/')[0]}`;
  if (/engine\/scene\//.test(source)) return 'script: engine/scene';
  const engine = source.match(/engine\/([^/]+)\//);
  if (engine) return `script: engine/${engine[1]}`;
  if (/(^|\/)(plugins|apps)\//.test(source)) return 'script: plugins/apps';
  return `script: ${source.replace(/^(\.\.\/)+/, '')}`;
}

function sourceMaps(dist) {
  const maps = new Map();
  return (url) => {
    if (!maps.has(url)) {
      let map = null;
      try {
        const file = path.join(dist, 'public', new URL(url).pathname + '.map');
        if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        // A script without a map is bucketed by its URL.
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
}

/** The CPU profile's samples in [from, to] (µs), by row. */
function profileSplit(profile, mapOf, [from, to]) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const rows = {};
  let time = profile.startTime;
  const { samples = [], timeDeltas = [] } = profile;
  for (let index = 0; index < samples.length; index++) {
    time += timeDeltas[index] ?? 0;
    if (time < from || time > to) continue;
    const { callFrame } = nodes.get(samples[index]);
    let row;
    if (callFrame.functionName === '(idle)') continue;
    else if (callFrame.functionName === '(program)') row = 'browser work';
    else if (callFrame.functionName === '(garbage collector)') row = 'gc';
    else {
      const map = callFrame.url ? mapOf(callFrame.url) : null;
      const entry = map && callFrame.lineNumber >= 0 ? map.findEntry(callFrame.lineNumber, callFrame.columnNumber) : null;
      // A function without a script is the browser's (a canvas's getImageData, WebGL's readPixels).
      row = sourceRow(entry?.originalSource ?? (callFrame.url || `native ${callFrame.functionName || '(anonymous)'}`));
    }
    rows[row] = (rows[row] ?? 0) + (timeDeltas[index + 1] ?? 0) / 1000;
  }
  return rows;
}

/** The renderer main thread's events in [from, to] (µs): tasks' total and the trace rows. */
function traceSplit(events, mainThread, [from, to]) {
  const on = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.ts >= from && event.ts <= to);
  const tasks = on.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  // Tasks nest (a task run inside another, both kinds of event for one task): their union counts.
  let busy = 0;
  let end = -Infinity;
  for (const task of tasks) {
    const taskEnd = Math.min(task.ts + (task.dur ?? 0), to);
    if (taskEnd > end) busy += taskEnd - Math.max(task.ts, end);
    end = Math.max(end, taskEnd);
  }
  busy /= 1000;
  const rows = {};
  for (const [row, names] of Object.entries(TRACE_ROWS)) rows[row] = on.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const longTasks = on
    .filter((event) => event.name === 'RunTask' && event.dur >= 50_000)
    .map((event) => `+${Math.round((event.ts - from) / 1000)} ms: ${Math.round(event.dur / 1000)} ms`);
  return { busy, rows, longTasks };
}

async function readTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(chunks.join(''));
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** In the page, before the click: marks the click, the name in the panel and the first desktop frame with the restored windows. */
function watchSignIn({ name, windows }) {
  const marks = (window.__signIn = {});
  window.addEventListener('pointerdown', () => (marks.click ??= performance.now(), performance.mark('signin-click')), { capture: true, once: true });
  const check = () => {
    if (marks.name === undefined && document.querySelector('nav.panel')?.textContent?.includes(name)) marks.name = performance.now();
    const restored = (window.atrium?.windows?.list() ?? []).length >= windows;
    if (marks.frame === undefined && restored && (window.atrium?.frames?.().desktop ?? 0) > 0) marks.frame = performance.now();
    if (marks.name === undefined || marks.frame === undefined) requestAnimationFrame(check);
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  requestAnimationFrame(check);
}

async function run(browser, dist, traced) {
  const server = await startServer(dist);
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const user = await userWithSession(server.baseURL);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.baseURL}/`, { timeout: TIMEOUTS.page });
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.waitForLoadState('networkidle');
    // A test user is made like the demo user, whose name the panel shows.
    await page.evaluate(watchSignIn, { name: user.name ?? DEMO_NAME, windows: SAVED_SESSION.length });
    if (traced) {
      await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForFunction(() => window.__signIn.name !== undefined && window.__signIn.frame !== undefined, null, { timeout: TIMEOUTS.page });
    const marks = await page.evaluate(() => window.__signIn);
    const result = { dist, load: loadavg()[0], name: marks.name - marks.click, frame: marks.frame - marks.click, traced };
    if (traced) {
      const { profile } = await cdp.send('Profiler.stop');
      const events = await readTrace(cdp);
      const click = events.find((event) => event.name === 'signin-click');
      const mainThread = { pid: click.pid, tid: click.tid };
      // The marks are the page's clock; the trace's is µs from its own origin, anchored at the click.
      const at = (ms) => click.ts + (ms - marks.click) * 1000;
      const mapOf = sourceMaps(dist);
      const split = (span) => {
        const trace = traceSplit(events, mainThread, span);
        const rows = { ...profileSplit(profile, mapOf, span), ...trace.rows };
        rows['idle/waiting'] = (span[1] - span[0]) / 1000 - trace.busy;
        return { spanMs: (span[1] - span[0]) / 1000, busyMs: trace.busy, rows, longTasks: trace.longTasks };
      };
      result.split = { 'click → name': split([click.ts, at(marks.name)]), 'name → frame': split([at(marks.name), at(marks.frame)]) };
    }
    return result;
  } finally {
    await context.close();
    await server.stop();
  }
}

/** The medians as bench rows (tests/bench/ab.mjs reads them for run.mjs's A/B), named by build when there are several. */
function rowsOf(results) {
  return DISTS.flatMap((dist) => {
    const mine = results.filter((result) => result.dist === dist);
    const timed = mine.length > 1 ? mine.filter((result) => !result.traced) : mine;
    const name = DISTS.length > 1 ? dist : undefined;
    return ['name', 'frame'].map((mark) => ({ row: `signin-${mark}`, name, ms: Math.round(median(timed.map((result) => result[mark]))) }));
  });
}

/** Script rows below this are summed into one, to keep the split readable. */
const SMALL_SCRIPT_MS = 5;

function printSplit(label, split) {
  console.log(`\n  ${label}: ${Math.round(split.spanMs)} ms, main thread busy ${Math.round(split.busyMs)} ms`);
  const rows = {};
  for (const [row, ms] of Object.entries(split.rows)) {
    const key = row.startsWith('script: ') && ms < SMALL_SCRIPT_MS ? `script: other (each < ${SMALL_SCRIPT_MS} ms)` : row;
    rows[key] = (rows[key] ?? 0) + ms;
  }
  for (const [row, ms] of Object.entries(rows).sort((a, b) => b[1] - a[1])) if (ms >= 1) console.log(`    ${row.padEnd(34)} ${String(Math.round(ms)).padStart(6)} ms`);
  if (split.longTasks.length) console.log(`    tasks ≥ 50 ms: ${split.longTasks.join(', ')}`);
}

async function main() {
  const startLoad = loadavg()[0];
  if (startLoad > cpus().length) log(`warning: load average ${startLoad.toFixed(2)} on ${cpus().length} CPUs: figures will be noisy`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let index = 0; index < RUNS; index++) {
      // Alternated, so that a machine getting busier or quieter weighs on every build alike.
      for (const dist of index % 2 ? [...DISTS].reverse() : DISTS) {
        const result = await run(browser, dist, index === RUNS - 1);
        results.push(result);
        log(`${dist} run ${index + 1}${result.traced ? ' (traced)' : ''}: name ${Math.round(result.name)} ms, frame ${Math.round(result.frame)} ms (load ${result.load.toFixed(2)})`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const dist of DISTS) {
    const mine = results.filter((result) => result.dist === dist);
    const timed = mine.length > 1 ? mine.filter((result) => !result.traced) : mine;
    console.log(`\nSign-in (${dist}; median of ${timed.length}, load ${timed.map((result) => result.load.toFixed(1)).join('/')})`);
    console.log(`  click → name   ${Math.round(median(timed.map((result) => result.name)))} ms  (runs ${timed.map((result) => Math.round(result.name)).join(', ')})`);
    console.log(`  click → frame  ${Math.round(median(timed.map((result) => result.frame)))} ms  (runs ${timed.map((result) => Math.round(result.frame)).join(', ')})`);
    const traced = mine.find((result) => result.split);
    if (traced) for (const [label, split] of Object.entries(traced.split)) printSplit(`${label} (traced run)`, split);
  }
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cpus: cpus().length, loadAverage: { start: startLoad, end: loadavg()[0] }, rows: rowsOf(results), results }, null, 1));
}

await main();
