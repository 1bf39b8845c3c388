import { describe, expect, it } from 'vitest';
import { coveredWindows } from '../../../engine/chrome';
import { createCoverageTracker, createRecordHub, createStackTracker } from '../../../engine/scene';
import { createWindowsStore, displayRect, stackingOrder, type WindowRecord, type WindowsStore } from '../../../engine/windows';

const desktop = { left: 0, top: 40, width: 1280, height: 760 };

/** A fixed-seed generator, so every run makes the same windows and actions. */
function randomFrom(start: number) {
  let seed = start;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

/** `count` windows at pseudo-random places, a few of them duplicates of another's rectangle (covered). */
function spread(store: WindowsStore, count: number, random: () => number): number[] {
  return store.getState().batch(() =>
    Array.from({ length: count }, (_, i) => {
      const small = i % 7 === 0;
      return store.getState().create({
        appId: 'A',
        position: { left: Math.floor(random() * 1000), top: 40 + Math.floor(random() * 560) },
        dimension: small ? { width: 200, height: 150 } : { width: 260, height: 170 },
      });
    }),
  );
}

function setup(count: number, seed = 11) {
  const random = randomFrom(seed);
  const store = createWindowsStore({ desktop });
  const track = createStackTracker();
  const coverage = createCoverageTracker(track);
  const hub = createRecordHub(store, coverage);
  const wids = spread(store, count, random);
  return { store, track, coverage, hub, wids, random };
}

/** What the tracker and the coverage must answer, computed from scratch. */
function expected(store: WindowsStore) {
  const { windows, mobile } = store.getState();
  const visible = stackingOrder(windows)
    .map((wid) => windows.get(wid) as WindowRecord)
    .filter((record) => !record.state.minimized);
  const top = visible.pop() ?? null;
  const covered = coveredWindows(visible.map((record) => ({ wid: record.wid, outer: displayRect(record, store.getState().desktop, mobile) })));
  return { all: windows.wids(), top, below: visible, covered: [...covered].sort((a, b) => a - b) };
}

/** Checks the stack tracker's split and the coverage against `expected`. */
function expectAsFromScratch(store: WindowsStore, track: ReturnType<typeof setup>['track'], coverage: ReturnType<typeof setup>['coverage']) {
  const want = expected(store);
  const split = track(store.getState().windows);
  expect(split.all).toEqual(want.all);
  expect(split.top).toBe(want.top);
  expect(split.below).toEqual(want.below);
  expect([...coverage(store.getState())].sort((a, b) => a - b)).toEqual(want.covered);
  expect(coverage.shownBelow(store.getState())).toEqual(want.below.filter((record) => !want.covered.includes(record.wid)));
}

/** One random action of the kinds a user or a script makes. */
function randomAction(store: WindowsStore, random: () => number) {
  const actions = store.getState();
  const wids = actions.windows.wids();
  const wid = wids[Math.floor(random() * wids.length)] ?? 0;
  const kind = Math.floor(random() * 9);
  if (kind === 0) actions.create({ appId: 'A', position: { left: Math.floor(random() * 1000), top: 40 + Math.floor(random() * 560) }, dimension: { width: 260, height: 170 } });
  else if (kind === 1) actions.destroy(wid);
  else if (kind === 2) actions.minimize(wid);
  else if (kind === 3) actions.maximize(wid);
  else if (kind === 4) actions.restore(wid);
  else if (kind === 5) actions.move(wid, { left: Math.floor(random() * 1000), top: 40 + Math.floor(random() * 560) });
  else if (kind === 6) actions.batch(() => [1, 2, 3].forEach(() => actions.raise(wids[Math.floor(random() * wids.length)] ?? 0)));
  else actions.raise(wid);
}

/** After the microtask in which the hub asks for coverage. */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Counts reads of every record's `state` but the ones in `except`, from now on. */
function countStateReads(store: WindowsStore, except: readonly number[]) {
  let reads = 0;
  for (const record of store.getState().windows.values()) {
    if (except.includes(record.wid)) continue;
    const { state } = record;
    Object.defineProperty(record, 'state', {
      get: () => {
        reads++;
        return state;
      },
    });
  }
  return () => reads;
}

describe('stack tracker, coverage and hub, change by change', () => {
  it.each([
    [120, 11],
    [400, 3],
  ])(
    'answer after every action what a computation from scratch answers (%i windows)',
    (count, seed) => {
      const { store, track, coverage, random } = setup(count, seed);
      for (let step = 0; step < 400; step++) {
        randomAction(store, random);
        expectAsFromScratch(store, track, coverage);
      }
    },
    // 400 computations from scratch at 400 windows: 3-4 s alone, past vitest's 5 s on a busy 2-core machine.
    30_000,
  );

  it('answer what a computation from scratch answers when asked only after several actions', () => {
    const { store, track, coverage, random } = setup(200, 7);
    for (let step = 0; step < 150; step++) {
      const actions = 1 + Math.floor(random() * 6);
      for (let i = 0; i < actions; i++) randomAction(store, random);
      expectAsFromScratch(store, track, coverage);
    }
  });

  it('wake exactly the windows whose record or coverage changed', async () => {
    const { store, hub, coverage, random } = setup(80, 5);
    await settled();
    const woken = new Set<number>();
    const subscribeAll = () => {
      for (const wid of store.getState().windows.wids()) hub.subscribe(wid, () => woken.add(wid));
    };
    subscribeAll();
    for (let step = 0; step < 200; step++) {
      const before = store.getState();
      const coveredBefore = coverage(before);
      randomAction(store, random);
      await settled();
      const after = store.getState();
      const coveredAfter = coverage(after);
      const want = before.windows.wids()
        .map(Number)
        .filter((wid) => before.windows.get(wid) !== after.windows.get(wid) || coveredBefore.has(wid) !== coveredAfter.has(wid));
      expect([...woken].filter((wid) => before.windows.get(wid)).sort((a, b) => a - b)).toEqual(want);
      woken.clear();
      subscribeAll();
    }
  });

  it('read no other window when the top one is dragged', async () => {
    const { store, track, coverage } = setup(2000);
    await settled();
    const top = track(store.getState().windows).top as WindowRecord;
    const reads = countStateReads(store, [top.wid]);
    for (let step = 1; step <= 20; step++) store.getState().move(top.wid, { left: 300 + step * 4, top: 300 + step * 2 });
    track(store.getState().windows);
    coverage(store.getState());
    expect(reads()).toBe(0);
  });

  it('read a small part of the windows when one comes to the front or opens', () => {
    const { store, track, coverage, wids } = setup(2000);
    coverage(store.getState());
    const reads = countStateReads(store, []);
    for (const wid of wids.slice(0, 10)) store.getState().raise(wid);
    store.getState().create({ appId: 'A', position: { left: 500, top: 300 }, dimension: { width: 260, height: 170 } });
    track(store.getState().windows);
    coverage(store.getState());
    // Ten raises and an open: each a binary search and the windows around the old and new top.
    expect(reads()).toBeLessThan(2000);
  });
});
