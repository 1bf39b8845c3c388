// The soak benchmark: simulated users of the real server (the built dist/server/main.js, in child
// processes) for minutes on end, as people use Atrium, and the server's memory over that time.
//   sqlite        one instance on SQLite with files on its local disk, the users straight to it
//   postgres-s3   two instances on one PostgreSQL (TEST_DATABASE_URL, in a schema of its own) and
//                 one S3 store (s3rver, as the S3 tests start it), behind a round-robin balancer
//                 (tests/bench/balancer.mjs), every request and socket to the next instance
// Each user signs in (POST /api/auth), loads what the desktop loads at boot (user, settings,
// packages), keeps a websocket open, and then, every few seconds (the think time), lists a folder,
// reads a file, uploads a small file, deletes one of its uploads (to the trash and purged, so
// storage stays bounded) or saves its settings, whose push it waits for on its socket; it
// refreshes its token when four fifths of the token's life are gone, as the token's schedule. At
// the end it closes its socket and signs out.
//
// Users stay within the server's limits as people do: one action at a time, seconds apart; each
// comes from a loopback address of its own (127.1.x.y; Linux answers on all of 127.0.0.0/8),
// since 200 people are not one address and LOGIN_RATE_LIMIT_PER_IP (30 sign-ins a minute) would
// stop 200 of them signing in at nine from one. Behind the balancer the instances run with
// TRUST_PROXY=1 and see each user's address in X-Forwarded-For, as behind a reverse proxy. The
// access token lives ACCESS_TOKEN_TTL=--token-ttl seconds (the default 15 minutes would never be
// refreshed in a 10-minute run).
//
// Reports requests per second, p50/p99 per route, errors by kind (there must be none), and each
// server's memory every minute: its resident set size (/proc/<pid>/status) at the minute's end and
// highest, and its V8 heap in use (read through the inspector the instances run with on 127.0.0.1)
// lowest and highest: the lowest reading is what is left after the collections, without the
// saw-tooth of garbage between them. (A full collection forced at each minute's end took a second
// on these loaded cores and held up every request meanwhile, so the bench does not force one.)
// Flat after the warm-up means that, over the minutes after it, the line fitted to the minutes'
// readings grows by at most FLAT_TOLERANCE of their median, for the resident set at the minutes'
// ends and the heap's lows alike: a leak grows minute after minute, while the resident set's ups
// and downs as the allocator takes and gives back memory are no growth. Prints Markdown tables
// and writes test-results/bench/soak.json; exits 1 when a run had errors or memory that was not
// flat.
// `npm run bench:soak` builds the server and starts a throw-away PostgreSQL
// (scripts/with-postgres.sh); without one, the postgres-s3 run is skipped and says so.
//
// Options (--name=value or --name value):
//   --minutes=10        length of each run
//   --users=200         simulated users
//   --setups=sqlite,postgres-s3
//   --ramp=60           seconds over which the users sign in, one after the other
//   --think=5-15        seconds between a user's actions, uniformly at random
//   --token-ttl=120     the access token's life, seconds
//   --warm-up=2         minutes left out of the flatness check
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createSchema, createUser, startInstance } from './instance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');

const args = process.argv.slice(2);
/** `--name=value` or `--name value`. */
function option(name, fallback) {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return fallback;
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
}
const MINUTES = Number(option('minutes', 10));
const USERS = Number(option('users', 200));
const SETUPS = option('setups', 'sqlite,postgres-s3').split(',');
const RAMP_MS = Number(option('ramp', 60)) * 1000;
const [THINK_MIN_MS, THINK_MAX_MS] = option('think', '5-15').split('-').map((seconds) => Number(seconds) * 1000);
const TOKEN_TTL_S = Number(option('token-ttl', 120));
const WARM_UP_MINUTES = Number(option('warm-up', 2));

const MINUTE_MS = 60_000;
/** How often each server's memory is read: often enough that a minute's lowest heap reading falls just after a collection. */
const MEMORY_SAMPLE_MS = 2000;
/** The most the end-of-minute readings after the warm-up may grow (their fitted line) and still be flat, as a share of their median. */
const FLAT_TOLERANCE = 0.1;
/** A token is refreshed when this share of its life is gone. */
const REFRESH_AT = 0.8;
/** What a user does next, and how often (relative weights). */
const ACTIONS = { list: 35, read: 30, upload: 12, remove: 10, settings: 8 };
/** A user's uploads kept at most: past it, the next upload is a delete instead. */
const UPLOADS_KEPT = 3;
/** Upload sizes, bytes: small files. */
const UPLOAD_MIN = 1024;
const UPLOAD_MAX = 64 * 1024;
/** Users created at once before a run (not measured). */
const CREATE_BATCH = 8;
/** After the run, how long a settings push still on its way may take to arrive. */
const PUSH_GRACE_MS = 5000;
const BUCKET = 'atrium-soak';
const S3_REGION = 'us-east-1';
/** s3rver's own account: it checks signatures against this pair, S3RVER / S3RVER. */
const S3_KEY = 'S3RVER';
/** What the socket's rows are named after; they are not requests. */
const SOCKET_ROUTE = 'socket';
const TIMEOUTS = { helper: 30_000, socketReady: 30_000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.random() * (max - min);
const pickOne = (items) => items[Math.floor(Math.random() * items.length)];
const log = (...parts) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...parts);

// ---------------------------------------------------------------------------------------------
// What a run measures

function createStats(startedAt) {
  const latencies = new Map();
  const errors = new Map();
  const minutes = [];
  const minuteOf = (time) => {
    // The sign-outs after the last minute count in it.
    const index = Math.min(MINUTES - 1, Math.max(0, Math.floor((time - startedAt) / MINUTE_MS)));
    minutes[index] ??= { requests: 0, errors: 0, memory: {} };
    for (let earlier = 0; earlier < index; earlier++) minutes[earlier] ??= { requests: 0, errors: 0, memory: {} };
    return minutes[index];
  };
  return {
    startedAt,
    latencies,
    errors,
    minutes,
    /** A request's (or socket's) outcome under `route`: its time, and an error's kind if it failed. */
    record(route, ms, error) {
      const minute = minuteOf(Date.now());
      if (!route.startsWith(SOCKET_ROUTE)) minute.requests += 1;
      if (!latencies.has(route)) latencies.set(route, []);
      latencies.get(route).push(ms);
      if (error) this.error(`${route}: ${error}`, minute);
    },
    error(kind, minute = minuteOf(Date.now())) {
      minute.errors += 1;
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
    },
    /** A reading of each server's memory by name, { rss, heap } in bytes, at `time`: its minute's last, lowest and highest so far. */
    memory(time, readings) {
      const minute = minuteOf(time);
      for (const [name, reading] of Object.entries(readings)) {
        const kept = (minute.memory[name] ??= { rss: NaN, rssMax: 0, heapMin: Infinity, heapMax: 0 });
        kept.rss = reading.rss;
        kept.rssMax = Math.max(kept.rssMax, reading.rss);
        kept.heapMin = Math.min(kept.heapMin, reading.heap);
        kept.heapMax = Math.max(kept.heapMax, reading.heap);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A user

/** The address the `index`th user comes from: 127.1.0.1, 127.1.0.2, … */
const addressOf = (index) => `127.1.${Math.floor(index / 250)}.${1 + (index % 250)}`;

/** The lifetime of a jwt, from its own claims: when it was issued and when it expires (ms). */
function lifeOf(jwt) {
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
  return { issued: claims.iat * 1000, expires: claims.exp * 1000 };
}

/**
 * One request of `user` to the run's front, timed and recorded under its route (the method and
 * the path without its query): the status and the answer, parsed when it is JSON.
 */
function send(user, method, url, { json, form, multipart, authorized = true } = {}) {
  const headers = {};
  let body;
  if (authorized) headers.authorization = `Bearer ${user.jwt}`;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (multipart !== undefined) {
    headers['content-type'] = `multipart/form-data; boundary=${multipart.boundary}`;
    body = multipart.body;
  }
  const name = `${method} ${url.split('?')[0]}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = httpRequest(`${user.front.base}${url}`, { method, agent: user.agent, headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', (error) => {
        user.stats.record(name, performance.now() - started, error.code ?? error.message);
        resolve({ status: 0 });
      });
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const answer = /json/.test(incoming.headers['content-type'] ?? '') ? JSON.parse(bytes.toString()) : undefined;
        const failed = incoming.statusCode >= 400 ? `${incoming.statusCode} ${answer?.message ?? ''}`.trim() : undefined;
        user.stats.record(name, performance.now() - started, failed);
        resolve({ status: incoming.statusCode, answer, bytes });
      });
    });
    outgoing.on('error', (error) => {
      user.stats.record(name, performance.now() - started, error.code ?? error.message);
      resolve({ status: 0 });
    });
    outgoing.end(body);
  });
}

/** writefile's multipart body for `content` at `filePath`, as the browser's upload sends it. */
function uploadBody(filePath, content) {
  const boundary = `----atrium-soak-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${filePath}\r\n--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${path.posix.basename(filePath)}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { boundary, body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

async function signIn(user) {
  const { status, answer } = await send(user, 'POST', '/api/auth', { form: { username: user.username, password: user.password }, authorized: false });
  if (status !== 200) return false;
  user.jwt = answer.data.jwt;
  user.refreshToken = answer.data.refresh_token;
  return true;
}

/** Exchanges the refresh token for a new pair when four fifths of the access token's life are gone, until the user leaves. */
async function keepTokenFresh(user) {
  while (!user.leaving) {
    const { issued, expires } = lifeOf(user.jwt);
    const due = issued + (expires - issued) * REFRESH_AT;
    while (!user.leaving && Date.now() < due) await Promise.race([sleep(due - Date.now()), user.left]);
    if (user.leaving) return;
    const { status, answer } = await send(user, 'POST', '/api/refreshtoken', { json: { jwt: user.jwt, refresh_token: user.refreshToken }, authorized: false });
    if (status !== 200) return;
    user.jwt = answer.data.jwt;
    user.refreshToken = answer.data.refresh_token;
    user.refreshes += 1;
  }
}

/**
 * Opens the user's websocket and authenticates it, as the desktop does after its boot. Settings
 * pushes are matched to the saves waiting for them; a socket that closes while the user stays is
 * an error, and is opened again after the page's reconnect interval.
 */
function openSocket(user) {
  const started = performance.now();
  return new Promise((resolve) => {
    const ws = new WebSocket(user.front.url, { localAddress: user.address });
    let ready = false;
    const timer = setTimeout(() => {
      user.stats.record(`${SOCKET_ROUTE} (open → ready)`, performance.now() - started, 'no ready within 30 s');
      ws.terminate();
    }, TIMEOUTS.socketReady);
    ws.on('open', () => ws.send(JSON.stringify({ name: 'auth', params: { jwt: user.jwt } })));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.name === 'ready' && !ready) {
        ready = true;
        clearTimeout(timer);
        user.stats.record(`${SOCKET_ROUTE} (open → ready)`, performance.now() - started);
        user.socket = ws;
        resolve();
      } else if (message.name === 'settings') {
        const color = message.params.settings?.desktop?.background?.color;
        const waiting = user.pushes.get(color);
        if (waiting !== undefined) {
          user.pushes.delete(color);
          user.stats.record(`${SOCKET_ROUTE} push (settings saved → arrived)`, performance.now() - waiting);
        }
      } else if (message.name === 'error') {
        user.stats.error(`socket: error message '${message.params?.message ?? JSON.stringify(message.params)}'`);
      }
    });
    ws.on('error', () => {});
    ws.on('close', (code, reason) => {
      clearTimeout(timer);
      if (user.leaving) return;
      user.stats.error(`socket closed: ${code} ${String(reason)}`.trim());
      if (!ready) resolve();
      user.socket = null;
      setTimeout(() => {
        if (!user.leaving) void openSocket(user);
      }, 1000);
    });
  });
}

/** The user's next action, by ACTIONS' weights; an upload past UPLOADS_KEPT deletes instead, a delete with nothing uploaded uploads. */
function nextAction(user) {
  const total = Object.values(ACTIONS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  let chosen = 'list';
  for (const [action, weight] of Object.entries(ACTIONS)) {
    if (roll < weight) {
      chosen = action;
      break;
    }
    roll -= weight;
  }
  if (chosen === 'upload' && user.uploads.length >= UPLOADS_KEPT) return 'remove';
  if (chosen === 'remove' && user.uploads.length === 0) return 'upload';
  return chosen;
}

/** What the user does, one action each. */
const ACTION_WORK = {
  async list(user) {
    const folder = pickOne(user.folders);
    const { status, answer } = await send(user, 'GET', `/vfs/readdir?${new URLSearchParams({ path: folder })}`);
    if (status !== 200) return;
    for (const entry of answer.data) {
      if (entry.isDirectory && !user.folders.includes(entry.path)) user.folders.push(entry.path);
      if (entry.isFile) user.files.set(entry.path, entry.size);
    }
  },
  async read(user) {
    const files = [...user.files.keys()];
    if (files.length === 0) return ACTION_WORK.list(user);
    const file = pickOne(files);
    const { status, bytes } = await send(user, 'GET', `/vfs/readfile?${new URLSearchParams({ path: file })}`);
    if (status === 200 && bytes.length !== user.files.get(file)) user.stats.error(`GET /vfs/readfile: ${bytes.length} bytes, not ${user.files.get(file)}`);
  },
  async upload(user) {
    const file = `home:/Soak upload ${++user.uploaded}.bin`;
    const content = randomBytes(Math.floor(between(UPLOAD_MIN, UPLOAD_MAX)));
    const { status } = await send(user, 'POST', '/vfs/writefile', { multipart: uploadBody(file, content) });
    if (status !== 200) return;
    user.uploads.push(file);
    user.files.set(file, content.length);
  },
  async remove(user) {
    const file = user.uploads.shift();
    user.files.delete(file);
    const { status, answer } = await send(user, 'POST', '/vfs/trash', { json: { path: file } });
    if (status === 200) await send(user, 'POST', '/vfs/purge', { json: { id: answer.data.id } });
  },
  async settings(user) {
    // The push is known by the colour, which no other save of the user's has: it may arrive before the answer.
    const color = `#${randomBytes(3).toString('hex')}`;
    user.pushes.set(color, performance.now());
    const { status } = await send(user, 'POST', '/settings', { json: { version: user.settingsVersion, desktop: { background: { style: 'color', color } } } });
    if (status !== 200) user.pushes.delete(color);
  },
};

/** One user's session from sign-in to sign-out, until `until` (ms since the epoch). */
async function simulate(user, until) {
  if (!(await signIn(user))) return;
  let leave;
  user.left = new Promise((resolve) => (leave = resolve));
  const refreshing = keepTokenFresh(user);
  // What the desktop's boot asks for, at once.
  const [, settings] = await Promise.all([send(user, 'GET', '/api/user/me'), send(user, 'GET', '/settings'), send(user, 'GET', '/metadata.json')]);
  user.settingsVersion = settings.answer?.data?.version ?? 1;
  await openSocket(user);
  while (Date.now() < until) {
    await sleep(Math.min(between(THINK_MIN_MS, THINK_MAX_MS), Math.max(0, until - Date.now())));
    if (Date.now() >= until) break;
    await ACTION_WORK[nextAction(user)](user);
  }
  user.leaving = true;
  leave();
  await refreshing;
  user.socket?.close(1000);
  await send(user, 'POST', '/logout', { json: { refresh_token: user.refreshToken } });
}

// ---------------------------------------------------------------------------------------------
// The servers of a run

/** Starts a helper program of the tests (under tests/), which prints its port, a line, once it is ready. */
async function startHelper(script, helperArgs) {
  const child = spawn(process.execPath, [path.join(root, 'tests', script), ...helperArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${TIMEOUTS.helper / 1000} s`)), TIMEOUTS.helper);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const match = /^(\d+)$/m.exec(String(chunk));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The settings every instance of a run shares: one secret, and tokens short enough to be refreshed. */
const commonEnv = () => ({ JWT_SECRET: randomBytes(32).toString('hex'), ACCESS_TOKEN_TTL: String(TOKEN_TTL_S), ATRIUM_DEMO_ORDERS: '1000' });

const SETUP_STARTS = {
  /** One instance on SQLite with its local store; the users go straight to it. */
  async sqlite() {
    const instance = await startInstance(commonEnv(), { inspect: true });
    return { label: 'one instance, SQLite, local files', front: instance, servers: { instance }, stop: () => instance.stop() };
  },
  /** Two instances on one PostgreSQL and one S3 store, behind the balancer. */
  async 'postgres-s3'() {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) return { skipped: process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm run bench:soak starts a PostgreSQL)' };
    const stops = [];
    const stop = async () => {
      for (const one of stops.reverse()) await one();
    };
    try {
      const s3Dir = mkdtempSync(path.join(tmpdir(), 'atrium-soak-s3-'));
      stops.push(() => rmSync(s3Dir, { recursive: true, force: true }));
      const s3 = await startHelper('server/s3rverProcess.mjs', [s3Dir]);
      stops.push(() => s3.stop());
      // The SDK's notice that its releases after January 2027 need Node 22, here and in the instances.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
      const s3Client = new S3Client({ endpoint: `http://127.0.0.1:${s3.port}`, region: S3_REGION, credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY }, forcePathStyle: true });
      await s3Client.send(new CreateBucketCommand({ Bucket: BUCKET }));
      s3Client.destroy();
      const schema = await createSchema(databaseUrl);
      stops.push(() => schema.drop());
      const env = {
        ...commonEnv(),
        DATABASE_URL: schema.url,
        BLOB_STORE: `s3://${BUCKET}/blobs`,
        S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
        S3_REGION,
        S3_ACCESS_KEY_ID: S3_KEY,
        S3_SECRET_ACCESS_KEY: S3_KEY,
        S3_FORCE_PATH_STYLE: '1',
        TRUST_PROXY: '1',
      };
      // One after the other: the first migrates and seeds.
      const first = await startInstance(env, { inspect: true });
      stops.push(() => first.stop());
      const second = await startInstance(env, { inspect: true });
      stops.push(() => second.stop());
      const balancer = await startHelper('bench/balancer.mjs', ['0', first.base, second.base]);
      stops.push(() => balancer.stop());
      return {
        label: 'two instances, PostgreSQL + S3 (s3rver), round-robin balancer',
        front: { base: `http://127.0.0.1:${balancer.port}`, url: `ws://127.0.0.1:${balancer.port}/api/socket` },
        servers: { 'instance 1': first, 'instance 2': second },
        stop,
      };
    } catch (error) {
      await stop();
      throw error;
    }
  },
};

// ---------------------------------------------------------------------------------------------
// A run

async function createUsers(front, stats) {
  const users = [];
  for (let start = 0; start < USERS; start += CREATE_BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(CREATE_BATCH, USERS - start) }, () => createUser(front.base)));
    users.push(...batch);
  }
  return users.map((credentials, index) => ({
    ...credentials,
    index,
    address: addressOf(index),
    front,
    stats,
    agent: new Agent({ keepAlive: true, localAddress: addressOf(index) }),
    jwt: null,
    refreshToken: null,
    refreshes: 0,
    socket: null,
    leaving: false,
    folders: ['home:/'],
    files: new Map(),
    uploads: [],
    uploaded: 0,
    pushes: new Map(),
    settingsVersion: 1,
  }));
}

async function run(setupName) {
  const setup = await SETUP_STARTS[setupName]();
  if (setup.skipped) return { setup: setupName, skipped: setup.skipped };
  try {
    log(`${setup.label}: creating ${USERS} users`);
    const created = await createUsers(setup.front, null);
    const startedAt = Date.now();
    const stats = createStats(startedAt);
    for (const user of created) user.stats = stats;
    const servers = Object.entries(setup.servers);
    /** Reads every server's memory now, for the minute it is in (the end of the last counts in it). */
    const readMemory = async (time = Date.now()) => stats.memory(time, Object.fromEntries(await Promise.all(servers.map(async ([name, server]) => [name, { rss: server.rss(), heap: (await server.heap()).used }]))));
    const sampler = setInterval(readMemory, MEMORY_SAMPLE_MS);
    const endMinute = async (index) => {
      // The sign-outs after the last minute's end are not the soak's memory.
      if (index === MINUTES - 1) clearInterval(sampler);
      await readMemory(startedAt + index * MINUTE_MS);
      const minute = stats.minutes[index];
      const each = (of) => Object.values(minute.memory).map((memory) => `${(of(memory) / MiB).toFixed(0)} MB`).join(' / ');
      log(`minute ${index + 1}: ${(minute.requests / 60).toFixed(1)} req/s, ${minute.errors} errors, RSS ${each((memory) => memory.rss)}, heap low ${each((memory) => memory.heapMin)}`);
    };
    const minuteEnds = Array.from({ length: MINUTES }, (_, index) => sleep(startedAt + (index + 1) * MINUTE_MS - Date.now()).then(() => endMinute(index)));
    const until = startedAt + MINUTES * MINUTE_MS;
    log(`${setup.label}: ${USERS} users for ${MINUTES} min (load ${loadavg()[0].toFixed(1)})`);
    await Promise.all(
      created.map(async (user) => {
        await sleep((user.index / USERS) * RAMP_MS);
        await simulate(user, until);
      }),
    );
    const endedAt = Date.now();
    await Promise.all(minuteEnds);
    const graceUntil = Date.now() + PUSH_GRACE_MS;
    while (created.some((user) => user.pushes.size > 0) && Date.now() < graceUntil) await sleep(100);
    for (const user of created) for (let missing = 0; missing < user.pushes.size; missing++) stats.error('socket: a settings push never arrived');
    clearInterval(sampler);
    for (const user of created) user.agent.destroy();
    return summarize(setupName, setup.label, stats, endedAt, created);
  } finally {
    await setup.stop();
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const MiB = 2 ** 20;

/**
 * How much `readings` (one a minute) grew by the least-squares line through them, from the first
 * minute to the last, against FLAT_TOLERANCE of their median.
 */
function growthOf(readings) {
  const count = readings.length;
  const meanX = (count - 1) / 2;
  const meanY = readings.reduce((sum, value) => sum + value, 0) / count;
  const slope = readings.reduce((sum, value, x) => sum + (x - meanX) * (value - meanY), 0) / readings.reduce((sum, _, x) => sum + (x - meanX) ** 2, 0);
  const growth = slope * (count - 1);
  const median = percentile(readings, 50);
  return { flat: growth <= FLAT_TOLERANCE * median, growthMB: growth / MiB, share: growth / median, minMB: Math.min(...readings) / MiB, maxMB: Math.max(...readings) / MiB };
}

/** Whether each server's memory was flat after the warm-up: its resident set at the minutes' ends and its heap's lows. */
function flatness(minutes) {
  const measured = minutes.slice(WARM_UP_MINUTES, MINUTES);
  const names = Object.keys(minutes[0]?.memory ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const readings = measured.map((minute) => minute.memory[name]).filter((memory) => Number.isFinite(memory?.rss));
      if (readings.length < 2) return [name, { flat: null, why: `fewer than two minutes after a warm-up of ${WARM_UP_MINUTES}` }];
      const rss = growthOf(readings.map((memory) => memory.rss));
      const heap = growthOf(readings.map((memory) => memory.heapMin));
      return [name, { flat: rss.flat && heap.flat, rss, heap }];
    }),
  );
}

function summarize(setupName, label, stats, endedAt, users) {
  const seconds = (endedAt - stats.startedAt) / 1000;
  const routes = [...stats.latencies.entries()]
    .map(([route, values]) => ({ route, count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) }))
    .sort((a, b) => b.count - a.count);
  const requests = routes.filter((route) => !route.route.startsWith(SOCKET_ROUTE)).reduce((sum, route) => sum + route.count, 0);
  return {
    setup: setupName,
    label,
    users: USERS,
    minutes: MINUTES,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    refreshes: users.reduce((sum, user) => sum + user.refreshes, 0),
    routes,
    errors: Object.fromEntries(stats.errors),
    memory: stats.minutes.map((minute, index) => ({
      minute: index,
      requestsPerSecond: minute.requests / 60,
      errors: minute.errors,
      mb: Object.fromEntries(
        Object.entries(minute.memory).map(([name, memory]) => [name, { rss: memory.rss / MiB, rssMax: memory.rssMax / MiB, heapMin: memory.heapMin / MiB, heapMax: memory.heapMax / MiB }]),
      ),
    })),
    flat: flatness(stats.minutes),
  };
}

// ---------------------------------------------------------------------------------------------
// The report

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function printRun(result) {
  if (result.skipped) {
    console.log(`\n### ${result.setup}: SKIPPED (${result.skipped})`);
    return;
  }
  const errorCount = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
  console.log(`\n### ${result.label}: ${result.users} users, ${result.minutes} min`);
  console.log(`\n${result.requests} requests in ${fixed(result.seconds, 0)} s: **${fixed(result.requestsPerSecond)} requests/s**; ${result.refreshes} token refreshes; **${errorCount} errors**\n`);
  console.log('| route | count | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  for (const route of result.routes) console.log(`| ${route.route} | ${route.count} | ${fixed(route.p50)} | ${fixed(route.p99)} |`);
  if (errorCount > 0) {
    console.log('\n| error | count |\n| --- | ---: |');
    for (const [kind, count] of Object.entries(result.errors)) console.log(`| ${kind} | ${count} |`);
  }
  const names = Object.keys(result.memory[0]?.mb ?? {});
  console.log(`\n| minute | requests/s | errors | ${names.map((name) => `${name}: RSS MB end (max) | heap MB low–high`).join(' | ')} |`);
  console.log(`| ---: | ---: | ---: | ${names.map(() => '---: | ---:').join(' | ')} |`);
  for (const minute of result.memory) {
    const columns = names.map((name) => {
      const mb = minute.mb[name];
      return `${fixed(mb?.rss, 0)} (${fixed(mb?.rssMax, 0)}) | ${fixed(mb?.heapMin, 0)}–${fixed(mb?.heapMax, 0)}`;
    });
    console.log(`| ${minute.minute + 1} | ${fixed(minute.requestsPerSecond)} | ${minute.errors} | ${columns.join(' | ')} |`);
  }
  const growth = (of) => `${fixed(of.minMB, 0)}–${fixed(of.maxMB, 0)} MB, fitted growth ${of.growthMB >= 0 ? '+' : ''}${fixed(of.growthMB)} MB (${fixed(of.share * 100)} %)`;
  for (const [name, flat] of Object.entries(result.flat)) {
    const verdict =
      flat.flat === null
        ? `not judged: ${flat.why}`
        : `**${flat.flat ? 'flat' : 'NOT flat'}** over minutes ${WARM_UP_MINUTES + 1}–${MINUTES}: RSS ${growth(flat.rss)}; heap lows ${growth(flat.heap)} (flat: growth ≤ ${FLAT_TOLERANCE * 100} % of the median)`;
    console.log(`\nMemory of ${name}: ${verdict}`);
  }
}

const startedAt = new Date().toISOString();
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${fixed(totalmem() / 2 ** 30, 0)} GiB`;
log(`${USERS} users, ${MINUTES} min a run, think ${THINK_MIN_MS / 1000}–${THINK_MAX_MS / 1000} s, token ${TOKEN_TTL_S} s; ${machine}, load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
const results = [];
for (const setup of SETUPS) {
  if (!(setup in SETUP_STARTS)) throw new Error(`unknown setup '${setup}' (${Object.keys(SETUP_STARTS).join(', ')})`);
  results.push({ ...(await run(setup)), loadAfter: loadavg()[0] });
}
console.log(`\n## Soak, ${startedAt.slice(0, 16).replace('T', ' ')} UTC, ${machine}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} at the end`);
for (const result of results) printRun(result);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'soak.json'), JSON.stringify({ startedAt, machine, options: { minutes: MINUTES, users: USERS, rampMs: RAMP_MS, thinkMs: [THINK_MIN_MS, THINK_MAX_MS], tokenTtlS: TOKEN_TTL_S, warmUpMinutes: WARM_UP_MINUTES }, results }, null, 2));
const failed = results.some((result) => !result.skipped && (Object.keys(result.errors).length > 0 || Object.values(result.flat).some((flat) => flat.flat === false)));
process.exit(failed ? 1 : 0);
