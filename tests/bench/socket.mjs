// The live-connection benchmark: authenticated websockets on the real server (the built
// dist/server/main.js, in child processes), driven from this process with ws.
//   one instance   1,000 sockets of ~32 users, each as many as the server lets one user have
//                  (SOCKETS_PER_USER, over sign-ins of SOCKETS_PER_SESSION), opened from several
//                  loopback addresses (SOCKETS_PER_ADDRESS each at most): the server's memory per
//                  socket (resident set size before and after, over the sockets), and broadcast
//                  latency: in each round one socket of every user sends an application message,
//                  which the server relays to that user's other sockets, all users at once; the
//                  time from send to each arrival, p50 and p99 over every arrival of every round.
//   two instances  the same, half of each user's sockets on each of two instances sharing one
//                  PostgreSQL (TEST_DATABASE_URL, in a schema of its own), the senders on the
//                  first: latency to the sockets on the same instance and to those on the other
//                  (through NOTIFY).
// Prints a table and writes test-results/bench/socket.json. `npm run bench:socket` builds the
// server and starts a throw-away PostgreSQL (scripts/with-postgres.sh); without one, the
// two-instance row is skipped and says so. Client and servers share this machine's cores: the
// latencies include the clients' own work.
//
// Options: --sockets=1000   sockets in all (split over the instances)
//          --rounds=40      broadcasts per row
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createSchema, createUser, startInstance } from './instance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/bench');
const option = (name, fallback) => Number(process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SOCKETS = option('sockets', 1000);
const ROUNDS = option('rounds', 40);
/**
 * At least this long between broadcasts (the server takes 20 messages a second from a socket),
 * and each waits until the one before has arrived everywhere: what is measured is one broadcast's
 * fan-out, not a queue of them in the clients.
 */
const ROUND_GAP_MS = 100;
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 50;
/** Before the memory is read: the server's heap settles after the connections. */
const SETTLE_MS = 3000;
const JWT_SECRET = randomBytes(32).toString('hex');
/** Sockets per instance opened and closed before anything is measured. */
const WARM_UP_SOCKETS = 100;
/** The server's caps (server/socket/constants.ts): a user's sockets, a sign-in's, an address's. */
const SOCKETS_PER_USER = 32;
const SOCKETS_PER_SESSION = 16;
/** Sockets opened from one loopback address: under the server's 256, with room for the warm-up's. */
const SOCKETS_PER_SOURCE = 128;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An instance of the bench's: every instance of a run shares the secret, and sign-ins are not what is measured. */
const startBenchInstance = (env = {}) => startInstance({ LOGIN_RATE_LIMIT_PER_IP: '100000', JWT_SECRET, ...env });

/** A user of the bench's own on `base` (test mode), signed in as many times as its sockets need: their jwts. */
async function signIn(base) {
  const { username, password } = await createUser(base);
  const once = async () => {
    const answer = await fetch(`${base}/api/auth`, { method: 'POST', body: new URLSearchParams({ username, password }) });
    return (await answer.json()).data.jwt;
  };
  return Promise.all(Array.from({ length: SOCKETS_PER_USER / SOCKETS_PER_SESSION }, once));
}

/** `count` users of the bench's own on `base`, each with its sign-ins' jwts. */
const signInUsers = (base, count) => Promise.all(Array.from({ length: count }, () => signIn(base)));

/**
 * The loopback address the `index`th socket of a run comes from: 127.0.0.2, 127.0.0.3, … so that
 * no address has more than SOCKETS_PER_SOURCE (Linux answers on all of 127.0.0.0/8).
 */
const sourceOf = (index) => `127.0.0.${2 + Math.floor(index / SOCKETS_PER_SOURCE)}`;

/**
 * Opens `count` sockets to `url` for a user, authenticated with its `jwts` in turn (a sign-in has
 * at most SOCKETS_PER_SESSION); each records the latency of the broadcasts it receives. `first`
 * is the index of the first socket in the whole run, which decides its source address.
 */
async function openSockets(url, jwts, count, first = 0) {
  const sockets = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) =>
      new Promise((resolve, reject) => {
        const index = start + offset;
        const jwt = jwts[index % jwts.length];
        const ws = new WebSocket(url, { localAddress: sourceOf(first + index) });
        const socket = { ws, latencies: [] };
        ws.on('error', reject);
        ws.on('open', () => ws.send(JSON.stringify({ name: 'auth', params: { jwt } })));
        ws.on('message', (data) => {
          const message = JSON.parse(String(data));
          if (message.name === 'ready') resolve(socket);
          else if (message.name === 'app') socket.latencies.push(performance.now() - message.params.args.sent);
        });
        ws.on('close', (code, reason) => {
          if (code !== 1000 && code !== 1005) reject(new Error(`a socket closed: ${code} ${reason}`));
        });
      }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * `ROUNDS` broadcasts from each of `senders` (one a user) at once, each round once the one before
 * has reached every receiver (or 30 s passed).
 */
async function broadcast(senders, receivers) {
  for (let round = 1; round <= ROUNDS; round++) {
    const gap = sleep(ROUND_GAP_MS);
    for (const sender of senders) sender.ws.send(JSON.stringify({ name: 'app', params: { pid: 1, name: 'Bench', args: { sent: performance.now(), round } } }));
    const deadline = Date.now() + 30_000;
    while (receivers.some((socket) => socket.latencies.length < round) && Date.now() < deadline) await sleep(5);
    await gap;
  }
  const missing = receivers.reduce((sum, socket) => sum + ROUNDS - socket.latencies.length, 0);
  if (missing > 0) console.warn(`socket bench: ${missing} broadcasts did not arrive within 30 s`);
}

/**
 * Opens and closes a few sockets on each instance, with a broadcast: the code paths are compiled
 * and the start-up's garbage collected before the memory is read, which a fresh process otherwise
 * gives back under the sockets' feet.
 */
async function warmUp(urls, base) {
  const users = await signInUsers(base, Math.ceil(WARM_UP_SOCKETS / SOCKETS_PER_USER));
  const perUser = Math.floor(SOCKETS_PER_USER / urls.length);
  const sockets = [];
  for (const [user, jwts] of users.entries()) {
    for (const [instance, url] of urls.entries()) sockets.push(...(await openSockets(url, jwts, perUser, (user * urls.length + instance) * perUser)));
  }
  const [sender, ...receivers] = sockets.slice(0, perUser * urls.length);
  sender.ws.send(JSON.stringify({ name: 'app', params: { pid: 1, name: 'Bench', args: { sent: performance.now(), round: 0 } } }));
  const deadline = Date.now() + 10_000;
  while (receivers.some((socket) => socket.latencies.length < 1) && Date.now() < deadline) await sleep(5);
  await closeAll(sockets);
}

/**
 * SOCKETS sockets over as many users as it takes, each user's split evenly over `urls`: for each
 * user its sender (its first socket, on the first instance) and the sockets its broadcasts reach,
 * by instance.
 */
async function openUsers(urls, base) {
  const users = await signInUsers(base, Math.ceil(SOCKETS / SOCKETS_PER_USER));
  const perInstance = Math.floor(SOCKETS_PER_USER / urls.length);
  const opened = [];
  let index = 0;
  for (const jwts of users) {
    const left = SOCKETS - index;
    const byInstance = [];
    for (const url of urls) {
      const count = Math.min(perInstance, Math.max(0, left - byInstance.flat().length));
      byInstance.push(await openSockets(url, jwts, count, index));
      index += count;
    }
    const [sender, ...sameInstance] = byInstance[0];
    if (sender) opened.push({ sender, receivers: [sameInstance, ...byInstance.slice(1)] });
  }
  return opened;
}

const socketsOf = (users) => users.flatMap((user) => [user.sender, ...user.receivers.flat()]);

/** The resident set size, averaged over a few readings a second apart once the heap has settled. */
async function settledRss(server) {
  await sleep(SETTLE_MS);
  const readings = [];
  for (let reading = 0; reading < 3; reading++) {
    readings.push(server.rss());
    await sleep(1000);
  }
  return readings.reduce((sum, value) => sum + value, 0) / readings.length;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const latency = (sockets) => {
  const all = sockets.flatMap((socket) => socket.latencies);
  return { arrivals: all.length, p50: percentile(all, 50), p99: percentile(all, 99) };
};

const closeAll = (sockets) => Promise.all(sockets.map((socket) => new Promise((resolve) => {
  socket.ws.once('close', resolve);
  socket.ws.close(1000);
})));

async function oneInstance() {
  const server = await startBenchInstance();
  try {
    await warmUp([server.url], server.base);
    const before = await settledRss(server);
    const users = await openUsers([server.url], server.base);
    const after = await settledRss(server);
    const receivers = users.flatMap((user) => user.receivers.flat());
    await broadcast(users.map((user) => user.sender), receivers);
    await closeAll(socketsOf(users));
    return { sockets: SOCKETS, users: users.length, rssBeforeMB: before / 2 ** 20, rssAfterMB: after / 2 ** 20, bytesPerSocket: (after - before) / SOCKETS, ...latency(receivers) };
  } finally {
    await server.stop();
  }
}

async function twoInstances(databaseUrl) {
  const schema = await createSchema(databaseUrl);
  const env = { DATABASE_URL: schema.url };
  const servers = [];
  try {
    // One after the other: the first migrates and seeds.
    servers.push(await startBenchInstance(env));
    servers.push(await startBenchInstance(env));
    const [first, second] = servers;
    const urls = [first.url, second.url];
    await warmUp(urls, first.base);
    const before = await Promise.all(servers.map(settledRss));
    const users = await openUsers(urls, first.base);
    const after = await Promise.all(servers.map(settledRss));
    const sameInstance = users.flatMap((user) => user.receivers[0]);
    const onSecond = users.flatMap((user) => user.receivers[1]);
    await broadcast(users.map((user) => user.sender), [...sameInstance, ...onSecond]);
    await closeAll(socketsOf(users));
    const onFirstCount = users.length + sameInstance.length;
    return {
      sockets: SOCKETS,
      users: users.length,
      bytesPerSocket: servers.map((_, index) => (after[index] - before[index]) / (index === 0 ? onFirstCount : onSecond.length)),
      sameInstance: latency(sameInstance),
      otherInstance: latency(onSecond),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await schema.drop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const startedAt = new Date().toISOString();
console.log(`socket bench: ${SOCKETS} sockets, ${ROUNDS} broadcasts a row, on ${cpus().length} cores (load ${loadavg()[0].toFixed(1)})`);
const single = await oneInstance();
console.log(
  `one instance    ${SOCKETS} sockets of ${single.users} users: ${kb(single.bytesPerSocket)} of server memory per socket (RSS ${single.rssBeforeMB.toFixed(0)} → ${single.rssAfterMB.toFixed(0)} MB); ` +
    `every user broadcasting to its other sockets at once: p50 ${ms(single.p50)}, p99 ${ms(single.p99)} (${single.arrivals} arrivals)`,
);
const databaseUrl = process.env.TEST_DATABASE_URL;
let double = null;
if (databaseUrl) {
  double = await twoInstances(databaseUrl);
  console.log(
    `two instances   ${SOCKETS} sockets of ${double.users} users, half of each user's on each, one PostgreSQL: ${double.bytesPerSocket.map(kb).join(' and ')} per socket; broadcast ` +
      `to the same instance p50 ${ms(double.sameInstance.p50)}, p99 ${ms(double.sameInstance.p99)}; ` +
      `to the other p50 ${ms(double.otherInstance.p50)}, p99 ${ms(double.otherInstance.p99)}`,
  );
} else {
  console.log(`two instances   SKIPPED: ${process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm run bench:socket starts a PostgreSQL)'}`);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'socket.json'),
  JSON.stringify({ startedAt, cores: cpus().length, load: loadavg()[0], sockets: SOCKETS, rounds: ROUNDS, oneInstance: single, twoInstances: double }, null, 2),
);
