// Micro-benchmark of the engine's reactive adapters (engine/core/emitter.ts, readableValue.ts),
// which sit on hot paths (a window drag, the window list): an Emitter's fire and subscribe with 1
// and 1,000 listeners, a writableValue's set and a selectValue's change with 1 and 1,000
// subscribers. Prints nanoseconds per operation, the median and the fastest of ROUNDS rounds (on a
// shared machine the fastest is the steadier figure).
//
//   node tests/bench/reactive.mjs [<checkout>]   the checkout's engine/core (default: this one),
//                                                so a base worktree can be measured alternately
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROUNDS = 15;
/** Operations per round, so a round lasts some milliseconds whatever the listener count. */
const WORK_PER_ROUND = 200_000;
const COUNTS = [1, 1000];

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-reactive-'));
const bundle = path.join(scratch, 'reactive.mjs');
await build({
  stdin: {
    contents: "export { createEmitter } from './engine/core/emitter'; export { selectValue, writableValue } from './engine/core/readableValue'; export { createStore } from 'zustand/vanilla';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: bundle,
  logLevel: 'error',
});
const { createEmitter, selectValue, writableValue, createStore } = await import(pathToFileURL(bundle).href);
rmSync(scratch, { recursive: true });

/** Nanoseconds per operation of `round(operations)` over ROUNDS rounds, after a warm-up: [median, fastest]. */
function measure(operations, round) {
  for (let i = 0; i < 3; i++) round(operations);
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    round(operations);
    samples.push(Number(process.hrtime.bigint() - start) / operations);
  }
  samples.sort((a, b) => a - b);
  return [samples[Math.floor(samples.length / 2)], samples[0]];
}

let sink = 0;
/** A new function each call: an emitter may hold one function once only. */
const listener = () => (value) => {
  sink += value;
};
const cases = [];
for (const count of COUNTS) {
  const operations = Math.max(200, WORK_PER_ROUND / count);

  const emitter = createEmitter();
  for (let i = 0; i < count; i++) emitter.event(listener());
  cases.push([`emitter fire, ${count} listener(s)`, measure(operations, (n) => {
    for (let i = 0; i < n; i++) emitter.fire(1);
  })]);
  cases.push([`emitter subscribe + dispose beside ${count} listener(s)`, measure(WORK_PER_ROUND / 10, (n) => {
    for (let i = 0; i < n; i++) emitter.event(listener()).dispose();
  })]);
  cases.push([`emitter ${count} subscribes then ${count} disposes, per listener`, measurePerListener(count)]);

  const value = writableValue(0);
  for (let i = 0; i < count; i++) value.subscribe(listener());
  let next = 0;
  cases.push([`writableValue set, ${count} subscriber(s)`, measure(operations, (n) => {
    for (let i = 0; i < n; i++) value.set(++next);
  })]);

  const store = createStore()(() => ({ position: 0, titles: 0 }));
  const titles = selectValue(store, (state) => state.titles);
  for (let i = 0; i < count; i++) titles.subscribe(listener());
  cases.push([`selectValue change, ${count} subscriber(s)`, measure(operations, (n) => {
    for (let i = 0; i < n; i++) store.setState({ titles: ++next });
  })]);
  cases.push([`selectValue unrelated store change, ${count} subscriber(s)`, measure(operations, (n) => {
    for (let i = 0; i < n; i++) store.setState({ position: ++next });
  })]);
}

/** Nanoseconds per listener of subscribing `count` listeners to a new emitter and disposing them. */
function measurePerListener(count) {
  const rounds = Math.max(10, WORK_PER_ROUND / count / 10);
  const perRound = measure(rounds, (n) => {
    for (let r = 0; r < n; r++) {
      const fresh = createEmitter();
      const subscriptions = [];
      for (let i = 0; i < count; i++) subscriptions.push(fresh.event(listener()));
      for (const subscription of subscriptions) subscription.dispose();
    }
  });
  return perRound.map((ns) => ns / count);
}

console.log(`reactive adapters of ${root}, ns per operation over ${ROUNDS} rounds: median, fastest`);
for (const [name, [median, fastest]] of cases) console.log(`${name.padEnd(58)} ${median.toFixed(1).padStart(10)} ${fastest.toFixed(1).padStart(10)}`);
if (sink === 0) console.log('(no listener ran)');
