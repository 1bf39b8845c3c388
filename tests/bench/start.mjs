// The first-seconds benchmark: what a user meets first, measured from outside on the built server
// and in Chromium as the browser tests launch it (tests/chromium.json), each row several times
// (the median is reported, the runs beside it):
//   server-answers  a start on an empty data folder: from spawning server/main.js until its first
//                   answer (GET /api/health 200), ms
//   server-seeded   the same start until its health no longer says `seeding` (the demo's orders
//                   are all there), ms; for information: the server answers meanwhile
//   login-form      a fresh browser context navigates to / until the login form's Username field
//                   is visible, ms from the navigation's start (the page's performance.now(), seen
//                   by the page itself: see reportForm)
//   login-js        the JavaScript the page had loaded by then, from its resource timing: rawKB
//                   (decoded), encodedKB (as sent: smaller only when the server compresses), and
//                   gzipKB (those files gzipped here, for a server that would); scripts: how many
//   signin-panel    the Login click until the panel shows the user's name, ms
// The browser rows run against one server (outside test mode, as users meet it) whose demo has
// finished seeding. Prints a table, writes test-results/bench/start.json. `npm run bench` runs it.
//
// Options: --runs=5           runs per row
//          --orders=100000    the demo's orders (ATRIUM_DEMO_ORDERS) in the server rows
//          --rows=server,browser  only these groups
//          --dist=<dir>       the build to measure (default dist/; run.mjs's A/B mode passes each)
//          --no-build         reuse the existing dist/ (else node build.mjs first; never with --dist)
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median } from './ab.mjs';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');
const outFile = path.join(outDir, 'start.json');

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 5);
const ORDERS = Number(option('orders') ?? 100_000);
const GROUPS = (option('rows') ?? 'server,browser').split(',');
const DIST = path.resolve(option('dist') ?? path.join(root, 'dist'));
const BUILD = option('dist') === undefined && !args.includes('--no-build');
/** The demo's orders in the browser rows' server: its seed is waited for, so it need not be large. */
const BROWSER_SERVER_ORDERS = 2000;

const { executablePath: CHROMIUM, args: CHROMIUM_ARGS } = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));
const VIEWPORT = { width: 1280, height: 800 };
const USER = { username: 'demo', password: 'Demo@2026', name: 'Demo User' };
/** How often a starting server is asked for its health: its first answer is seen this late at most. */
const ANSWER_POLL_MS = 10;
const SEEDED_POLL_MS = 100;
const TIMEOUTS = { build: 180_000, answer: 60_000, seeded: 600_000, page: 60_000 };

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const round = (value, digits = 1) => (value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server of the build on an empty data folder, spawned now; `exited` rejects if it stops by itself. */
async function spawnServer(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-start-'));
  const stderr = [];
  const child = spawn(process.execPath, [path.join(DIST, 'server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', ATRIUM_PUBLIC_DIR: path.join(DIST, 'public'), ...env },
  });
  child.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  const exited = new Promise((_, reject) => child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${stderr.join('').slice(-2000)}`))));
  exited.catch(() => {});
  return {
    baseURL: `http://127.0.0.1:${port}`,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's health: null while it does not answer, else whether it still says seeding. */
async function seeding(baseURL) {
  try {
    const response = await fetch(`${baseURL}/api/health`);
    return response.ok ? Boolean((await response.json()).data?.seeding) : null;
  } catch {
    return null;
  }
}

/** Waits until `check` gives something other than null, asking every `pollMs`; rejects when the server exits or `timeoutMs` passes. */
async function until(server, check, pollMs, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await Promise.race([check(), server.exited]);
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await sleep(pollMs);
  }
}

async function measureServer() {
  const answers = [];
  const seeded = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now();
    const server = await spawnServer({ ATRIUM_DEMO_ORDERS: String(ORDERS) });
    try {
      await until(server, () => seeding(server.baseURL), ANSWER_POLL_MS, TIMEOUTS.answer, 'no answer');
      answers.push(performance.now() - started);
      await until(server, async () => ((await seeding(server.baseURL)) === false ? true : null), SEEDED_POLL_MS, TIMEOUTS.seeded, 'still seeding');
      seeded.push(performance.now() - started);
      log(`server run ${run}: answered after ${round(answers.at(-1))} ms, seeded after ${round(seeded.at(-1))} ms`);
    } finally {
      await server.stop();
    }
  }
  return [
    { row: 'server-answers', ms: round(median(answers)), runsMs: answers.map((ms) => round(ms)) },
    { row: 'server-seeded', ms: round(median(seeded)), runsMs: seeded.map((ms) => round(ms)) },
  ];
}

/**
 * The browser rows' moments are seen by the page itself, which polls each animation frame and
 * reports on its console: Playwright's waitForFunction would first inject its own scripts into the
 * page and evaluate there during the very load it measures (45–50 ms more on the login form's
 * median, 12 loads each way alternated, 2 cores), which no user's page runs.
 */
const REPORT = 'atrium-bench-report ';

/** The page's next report (a JSON value after REPORT on its console), within TIMEOUTS.page. */
function nextReport(page, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', listener);
      reject(new Error(`${what} within ${TIMEOUTS.page / 1000} s`));
    }, TIMEOUTS.page);
    const listener = (message) => {
      if (!message.text().startsWith(REPORT)) return;
      clearTimeout(timer);
      page.off('console', listener);
      resolve(JSON.parse(message.text().slice(REPORT.length)));
    };
    page.on('console', listener);
  });
}

/** In the page, before its own scripts: reports when the Username field is first visible, and the scripts loaded by then. */
function reportForm(report) {
  if (window !== window.top) return;
  const check = () => {
    const field = [...document.querySelectorAll('input')].find((input) => [...(input.labels ?? [])].some((label) => label.textContent?.trim() === 'Username'));
    if (!field?.checkVisibility()) return void requestAnimationFrame(check);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, decoded: entry.decodedBodySize, encoded: entry.encodedBodySize }));
    console.debug(report + JSON.stringify({ ms: performance.now(), scripts }));
  };
  requestAnimationFrame(check);
}

/** In the page, before the Login click: reports how long after the click the panel showed `name`. */
function reportPanel({ report, name }) {
  window.addEventListener(
    'click',
    () => {
      const clickedAt = performance.now();
      const check = () => {
        if (!document.querySelector('nav.panel')?.textContent?.includes(name)) return void requestAnimationFrame(check);
        console.debug(report + JSON.stringify(performance.now() - clickedAt));
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** The gzipped size of the build's file at a page path, or null when the build has no such file. */
function gzippedSize(pathname) {
  const file = path.join(DIST, 'public', decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file)).length : null;
}

async function measureBrowser() {
  const server = await spawnServer({ ATRIUM_DEMO_ORDERS: String(BROWSER_SERVER_ORDERS), LOGIN_RATE_LIMIT_PER_IP: '10000' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const form = [];
  const bytes = [];
  const signIn = [];
  try {
    await until(server, async () => ((await seeding(server.baseURL)) === false ? true : null), SEEDED_POLL_MS, TIMEOUTS.seeded, 'still seeding');
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        await page.addInitScript(reportForm, REPORT);
        const formReport = nextReport(page, 'the login form');
        await page.goto(`${server.baseURL}/`, { waitUntil: 'commit', timeout: TIMEOUTS.page });
        const shown = await formReport;
        form.push(shown.ms);
        const gzipped = shown.scripts.map((script) => gzippedSize(script.path));
        bytes.push({
          rawKB: shown.scripts.reduce((sum, script) => sum + script.decoded, 0) / 1024,
          encodedKB: shown.scripts.reduce((sum, script) => sum + script.encoded, 0) / 1024,
          gzipKB: gzipped.every((size) => size !== null) ? gzipped.reduce((sum, size) => sum + size, 0) / 1024 : null,
          scripts: shown.scripts.length,
        });

        await page.getByLabel('Username').fill(USER.username);
        await page.getByLabel('Password').fill(USER.password);
        // From the click's own time, taken in the page: the time Playwright takes to deliver it is not the page's.
        await page.evaluate(reportPanel, { report: REPORT, name: USER.name });
        const panelReport = nextReport(page, 'the panel after sign-in');
        await page.getByRole('button', { name: 'Login' }).click();
        signIn.push(await panelReport);
        log(`browser run ${run}: form after ${round(form.at(-1))} ms (${bytes.at(-1).scripts} scripts, ${round(bytes.at(-1).rawKB)} KB), panel ${round(signIn.at(-1))} ms after the click`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const medianOf = (key) => round(median(bytes.map((entry) => entry[key])));
  return [
    { row: 'login-form', ms: round(median(form)), runsMs: form.map((ms) => round(ms)) },
    { row: 'login-js', rawKB: medianOf('rawKB'), encodedKB: medianOf('encodedKB'), gzipKB: medianOf('gzipKB'), scripts: medianOf('scripts') },
    { row: 'signin-panel', ms: round(median(signIn)), runsMs: signIn.map((ms) => round(ms)) },
  ];
}

function printTable(rows) {
  console.log(`\nFirst seconds (${DIST}; median of ${RUNS})`);
  for (const row of rows) {
    const figures = Object.entries(row).filter(([key, value]) => key !== 'row' && !Array.isArray(value));
    const runs = row.runsMs ? `  (runs ${row.runsMs.join(', ')})` : '';
    console.log(`  ${row.row.padEnd(16)} ${figures.map(([key, value]) => `${key} ${value ?? '—'}`).join('  ')}${runs}`);
  }
}

async function main() {
  const startLoad = loadavg().map((value) => round(value, 2));
  if (startLoad[0] > cpus().length) log(`warning: load average ${startLoad[0]} on ${cpus().length} CPUs: figures will be noisy`);
  if (BUILD) {
    log('building (node build.mjs)');
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit', timeout: TIMEOUTS.build });
    if (built.status !== 0) throw new Error(`build failed (${built.status ?? built.signal ?? built.error})`);
  }
  const rows = [];
  if (GROUPS.includes('server')) rows.push(...(await measureServer()));
  if (GROUPS.includes('browser')) rows.push(...(await measureBrowser()));
  printTable(rows);
  mkdirSync(outDir, { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, dist: DIST, runs: RUNS, orders: ORDERS, cpus: cpus().length, loadAverage: { start: startLoad, end: loadavg().map((value) => round(value, 2)) }, rows };
  writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
  log(`wrote ${path.relative(root, outFile)}`);
}

try {
  await main();
} catch (error) {
  console.error(error?.stack ?? error);
  process.exit(1);
}
