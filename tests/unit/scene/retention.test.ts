import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createCoverageTracker, createStackTracker, createWorkspaceViews } from '../../../engine/scene';
import { createWindowsStore, type WindowsStore, type WindowsState } from '../../../engine/windows';

// The collector, without restarting the worker with --expose-gc: a new context made after the flag is set has it.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const desktop = { left: 0, top: 40, width: 1280, height: 760 };
const RAISES = 120;

/** A fixed-seed generator, so every run makes the same windows and raises. */
function randomFrom(start: number) {
  let seed = start;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

function spreadWindows(store: WindowsStore, count: number, random: () => number, workspaceOf: (i: number) => string | undefined) {
  return store.getState().batch(() =>
    Array.from({ length: count }, (_, i) =>
      store.getState().create({
        appId: 'A',
        workspace: workspaceOf(i),
        position: { left: Math.floor(random() * 1000), top: 40 + Math.floor(random() * 560) },
        dimension: { width: 260, height: 170 },
      }),
    ),
  );
}

/**
 * Raises random windows one by one and answers how many of the covered sets made along the way
 * are still alive once the collector has run, with only the last answer held.
 */
async function setsAliveAfterRaises(store: WindowsStore, wids: readonly number[], coverage: (state: WindowsState) => ReadonlySet<number>, random: () => number) {
  const made = new Set<WeakRef<ReadonlySet<number>>>();
  const seen = new WeakSet<ReadonlySet<number>>();
  let last = coverage(store.getState());
  for (let i = 0; i < RAISES; i++) {
    store.getState().focus(wids[Math.floor(random() * wids.length)] as number);
    last = coverage(store.getState());
    if (!seen.has(last)) {
      seen.add(last);
      made.add(new WeakRef(last));
    }
  }
  expect(made.size).toBeGreaterThan(RAISES / 2);
  // A WeakRef keeps its target until the job that made it has ended: collect from a later task.
  for (let pass = 0; pass < 3; pass++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
  }
  const alive = [...made].filter((ref) => ref.deref() !== undefined).length;
  expect(last.size).toBeGreaterThan(0);
  return alive;
}

// At 10,000 windows each covered set is about 100 KB: a chain that keeps every set ever made
// filled a 1 GB heap within a few hundred raises and crashed the page.
describe('covered sets are not retained', () => {
  it('a coverage tracker keeps no set it has moved past', async () => {
    const random = randomFrom(5);
    const store = createWindowsStore({ desktop });
    const wids = spreadWindows(store, 300, random, () => undefined);
    const alive = await setsAliveAfterRaises(store, wids, createCoverageTracker(createStackTracker()), random);
    expect(alive).toBeLessThanOrEqual(2);
  });

  it('the workspaces\' views keep no set they have moved past', async () => {
    const random = randomFrom(9);
    const store = createWindowsStore({ desktop });
    store.getState().setWorkspaces(['main', 'ws-2']);
    const wids = spreadWindows(store, 300, random, (i) => (i % 3 === 0 ? 'ws-2' : undefined));
    const views = createWorkspaceViews();
    const alive = await setsAliveAfterRaises(store, wids.filter((_, i) => i % 3 !== 0), views.coverage, random);
    expect(alive).toBeLessThanOrEqual(2);
  });
});
