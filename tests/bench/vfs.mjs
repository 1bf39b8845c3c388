// The VFS benchmark: the real server (dist/server, in test mode on a free port of 127.0.0.1 and a
// throw-away data directory) measured from outside over HTTP, as the browser uses it:
//   readdir   a folder of 10,000 entries listed (readdir, ms: the loopback round trip, the JSON
//             answer read; the median of several)
//   upload    1 GiB streamed to writefile (MB/s), the server's RSS sampled throughout: it must stay
//             flat, since the file is never held in memory
//   download  the same file read back through readfile (MB/s), RSS sampled the same way
//   dashboards the default dashboard's 8 widgets' data over the demo's 100,000 orders, asked for
//             together as the Dashboard app does (ms for all 8: the median of several)
// Prints a table, writes test-results/bench/vfs.json. `npm run bench` runs it after the window
// benchmark, on that build.
//
// The browser's row, the Files app opening and scrolling the 10,000-entry folder (fps), belongs
// beside these: a row `files` in ROWS below, reusing the folder `readdir` makes
// (largeFolder) and Chromium as tests/bench/windows.mjs launches it.
//
// Options: --rows=readdir,upload   only these rows (readdir, upload, download, dashboards)
//          --entries=10000         entries of the large folder
//          --size=1024             MiB uploaded and downloaded
//          --no-build              reuse the existing dist/ (else node build.mjs --server first)
//          --dist=<dir>            serve this build instead of dist/ (never builds; run.mjs's A/B mode)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');
const outFile = path.join(outDir, 'vfs.json');

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const ENTRIES = Number(option('entries') ?? 10_000);
const SIZE_MIB = Number(option('size') ?? 1024);
const DIST = path.resolve(option('dist') ?? path.join(root, 'dist'));
const BUILD = option('dist') === undefined && !args.includes('--no-build');

const MiB = 1024 * 1024;
const READDIR_RUNS = 9;
const DASHBOARD_RUNS = 9;
/** Requests in flight while the large folder is made. */
const FILL_CONCURRENCY = 16;
/** How often the server's memory is read while a file moves. */
const RSS_SAMPLE_MS = 100;
const BOUNDARY = '----atrium-bench';
const TIMEOUTS = { build: 180_000, server: 60_000 };

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const round = (value, digits = 1) => (value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;

// ---------------------------------------------------------------------------------------------
// Server

let serverProcess = null;
let dataDir = null;

async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-vfs-'));
  const stderr = [];
  serverProcess = spawn(process.execPath, [path.join(DIST, 'server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ATRIUM_TEST_MODE: '1', LOGIN_RATE_LIMIT_PER_IP: '10000', VFS_UPLOAD_LIMIT: String((SIZE_MIB + 1) * MiB) },
  });
  serverProcess.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  const exited = new Promise((_, reject) => serverProcess.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${stderr.join('').slice(-2000)}`))));
  exited.catch(() => {});
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + TIMEOUTS.server;
  for (;;) {
    const ok = await Promise.race([fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false), exited]);
    if (ok) return { baseURL, stderr };
    if (Date.now() > deadline) throw new Error(`server did not answer ${baseURL}/api/health within ${TIMEOUTS.server / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer() {
  if (serverProcess && serverProcess.exitCode === null && serverProcess.signalCode === null) {
    const gone = new Promise((resolve) => serverProcess.once('exit', resolve));
    serverProcess.kill('SIGTERM');
    await gone;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** The server's resident memory in MiB, from /proc (Linux); null elsewhere. */
function serverRss() {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${serverProcess.pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) / 1024;
  } catch {
    return null;
  }
}

/** Samples serverRss() while `work` runs: before, the lowest, the highest, after. */
async function withRss(work) {
  const before = serverRss();
  const samples = [];
  const timer = setInterval(() => samples.push(serverRss()), RSS_SAMPLE_MS);
  try {
    const result = await work();
    return { ...result, rssMiB: { before: round(before), min: round(Math.min(...samples)), max: round(Math.max(...samples)), after: round(serverRss()), samples: samples.length } };
  } finally {
    clearInterval(timer);
  }
}

async function signIn(baseURL) {
  const created = await (await fetch(`${baseURL}/api/test/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
  const { username, password } = created.data;
  const signedIn = await (await fetch(`${baseURL}/api/auth`, { method: 'POST', body: new URLSearchParams({ username, password }) })).json();
  return { authorization: `Bearer ${signedIn.data.jwt}` };
}

async function call(baseURL, auth, operation, body) {
  const response = await fetch(`${baseURL}/vfs/${operation}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${operation}: ${answer.message}`);
  return answer.data;
}

// ---------------------------------------------------------------------------------------------
// Rows

/** The large folder, made once and shared by the rows that need it (readdir now, Files later). */
let largeFolder = null;
async function ensureLargeFolder(baseURL, auth) {
  if (largeFolder) return largeFolder;
  const folder = 'home:/Bench large folder';
  await call(baseURL, auth, 'mkdir', { path: folder });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ENTRIES; index = next++) {
      await call(baseURL, auth, 'touch', { path: `${folder}/File ${String(index).padStart(5, '0')}.txt` });
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, worker));
  log(`made ${ENTRIES} entries in ${Math.round(performance.now() - started)} ms`);
  largeFolder = folder;
  return folder;
}

async function readdirRow(baseURL, auth) {
  const folder = await ensureLargeFolder(baseURL, auth);
  const times = [];
  let bytes = 0;
  for (let run = 0; run < READDIR_RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/vfs/readdir?${new URLSearchParams({ path: folder })}`, { headers: auth });
    const text = await response.text();
    const entries = JSON.parse(text).data.length;
    times.push(performance.now() - started);
    bytes = text.length;
    if (entries !== ENTRIES) throw new Error(`readdir listed ${entries} entries, not ${ENTRIES}`);
  }
  return { row: 'readdir', entries: ENTRIES, ms: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), answerKiB: round(bytes / 1024) };
}

const BIG_FILE = 'home:/Bench big file.bin';

async function uploadRow(baseURL, auth) {
  // One random MiB, sent SIZE_MIB times: random enough that nothing compresses it on the way.
  const chunk = randomBytes(MiB);
  let sent = 0;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${BIG_FILE}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    },
    pull(controller) {
      if (sent === SIZE_MIB) {
        controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
        return;
      }
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  return withRss(async () => {
    const started = performance.now();
    const response = await fetch(`${baseURL}/vfs/writefile`, { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body, duplex: 'half' });
    const answer = await response.json();
    if (!response.ok) throw new Error(`writefile: ${answer.message}`);
    if (answer.data.size !== SIZE_MIB * MiB) throw new Error(`writefile stored ${answer.data.size} bytes`);
    const seconds = (performance.now() - started) / 1000;
    return { row: 'upload', mib: SIZE_MIB, seconds: round(seconds, 2), mbPerS: round((SIZE_MIB * MiB) / 1e6 / seconds) };
  });
}

async function downloadRow(baseURL, auth) {
  return withRss(async () => {
    const started = performance.now();
    const response = await fetch(`${baseURL}/vfs/readfile?${new URLSearchParams({ path: BIG_FILE })}`, { headers: auth });
    if (!response.ok) throw new Error(`readfile: ${response.status} (run the upload row first)`);
    let bytes = 0;
    for await (const part of response.body) bytes += part.length;
    if (bytes !== SIZE_MIB * MiB) throw new Error(`readfile sent ${bytes} bytes`);
    const seconds = (performance.now() - started) / 1000;
    return { row: 'download', mib: SIZE_MIB, seconds: round(seconds, 2), mbPerS: round(bytes / 1e6 / seconds) };
  });
}

async function dashboardsRow(baseURL, auth) {
  const read = async (url, init) => {
    const answer = await (await fetch(`${baseURL}${url}`, { ...init, headers: { ...auth, 'content-type': 'application/json' } })).json();
    if (answer.status !== 'success') throw new Error(`${url}: ${answer.message}`);
    return answer.data;
  };
  const [overview] = await read('/api/v1/dashboards');
  const { widgets } = await read(`/api/v1/dashboards/${overview.uuid}`);
  const times = [];
  for (let run = 0; run < DASHBOARD_RUNS; run += 1) {
    const started = performance.now();
    await Promise.all(widgets.map((widget) => read(`/api/v1/widgets/${widget.uuid}/data`, { method: 'POST', body: '{}' })));
    times.push(performance.now() - started);
  }
  return { row: 'dashboards', widgets: widgets.length, ms: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)) };
}

/** Every row in the order they run; download reads what upload wrote. */
const ROWS = { readdir: readdirRow, upload: uploadRow, download: downloadRow, dashboards: dashboardsRow };

function printTable(rows) {
  console.log('\nVFS');
  console.log('  row       what                            figure          server RSS MiB (before / min / max / after)');
  for (const row of rows) {
    if (row.error) console.log(`  ${row.row.padEnd(9)} error: ${row.error}`);
    else if (row.row === 'dashboards') console.log(`  dashboards ${String(row.widgets).padEnd(5)} widgets' data (100k orders)   ${String(row.ms).padStart(7)} ms      (min ${row.minMs}, max ${row.maxMs})`);
    else if (row.row === 'readdir') console.log(`  readdir   ${String(row.entries).padEnd(6)} entries, ${String(row.answerKiB).padEnd(7)} KiB    ${String(row.ms).padStart(7)} ms      (min ${row.minMs}, max ${row.maxMs})`);
    else {
      const rss = row.rssMiB;
      console.log(`  ${row.row.padEnd(9)} ${String(row.mib).padEnd(6)} MiB in ${String(row.seconds).padEnd(7)} s       ${String(row.mbPerS).padStart(7)} MB/s    ${rss.before} / ${rss.min} / ${rss.max} / ${rss.after}`);
    }
  }
}

async function main() {
  const chosen = (option('rows') ?? Object.keys(ROWS).join(',')).split(',');
  for (const name of chosen) if (!(name in ROWS)) throw new Error(`unknown row '${name}' (${Object.keys(ROWS).join(', ')})`);
  const startLoad = loadavg().map((value) => round(value, 2));
  if (startLoad[0] > cpus().length) log(`warning: load average ${startLoad[0]} on ${cpus().length} CPUs: figures will be noisy`);
  if (BUILD) {
    log('building the server (node build.mjs --server)');
    const built = spawnSync(process.execPath, ['build.mjs', '--server'], { cwd: root, stdio: 'inherit', timeout: TIMEOUTS.build });
    if (built.status !== 0) throw new Error(`build failed (${built.status ?? built.signal ?? built.error})`);
  }
  const { baseURL, stderr } = await startServer();
  log(`server on ${baseURL}, data in ${dataDir}`);
  const auth = await signIn(baseURL);
  const rows = [];
  for (const name of chosen) {
    log(`measuring ${name}`);
    rows.push(await ROWS[name](baseURL, auth).catch((error) => ({ row: name, error: error.message })));
  }
  printTable(rows);
  mkdirSync(outDir, { recursive: true });
  const result = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: { start: startLoad, end: loadavg().map((value) => round(value, 2)) }, rows, serverStderr: stderr.join('').slice(-5000) };
  writeFileSync(outFile, JSON.stringify(result, null, 2) + '\n');
  log(`wrote ${path.relative(root, outFile)}`);
  return rows.some((row) => row.error) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error?.stack ?? error);
} finally {
  await stopServer();
}
process.exit(exitCode);
