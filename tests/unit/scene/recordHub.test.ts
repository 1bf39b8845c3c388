import { describe, expect, it } from 'vitest';
import { createCoverageTracker, createRecordHub, createStackTracker } from '../../../engine/scene';
import { createWindowsStore, type WindowsStore } from '../../../engine/windows';

const desktop = { left: 0, top: 40, width: 1280, height: 760 };

function setup() {
  const store = createWindowsStore({ desktop });
  const coverage = createCoverageTracker(createStackTracker());
  return { store, coverage, hub: createRecordHub(store, coverage) };
}

/** After the microtask in which the hub asks for coverage. */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const open = (store: WindowsStore, left: number, top: number, width: number, height: number) =>
  store.getState().create({ appId: 'A', position: { left, top }, dimension: { width, height } });

describe('coverage', () => {
  it('counts a window as covered when one window under the top one holds it entirely', () => {
    const { store, coverage } = setup();
    const small = open(store, 100, 100, 200, 150);
    const big = open(store, 50, 60, 500, 400);
    expect(coverage(store.getState()).has(small)).toBe(false);
    open(store, 900, 500, 200, 150);
    expect([...coverage(store.getState())]).toEqual([small]);
    store.getState().move(big, { left: 700, top: 300 });
    expect(coverage(store.getState()).size).toBe(0);
  });

  it('answers from memory while only the top window changes', () => {
    const { store, coverage } = setup();
    open(store, 100, 100, 200, 150);
    const top = open(store, 50, 60, 500, 400);
    const before = coverage(store.getState());
    store.getState().move(top, { left: 600, top: 300 });
    expect(coverage(store.getState())).toBe(before);
  });
});

describe('record hub', () => {
  it('wakes only the listeners of the window that changed', () => {
    const { store, hub } = setup();
    const a = open(store, 10, 50, 200, 200);
    const b = open(store, 400, 50, 200, 200);
    const woken: number[] = [];
    hub.subscribe(a, () => woken.push(a));
    hub.subscribe(b, () => woken.push(b));
    store.getState().move(b, { left: 300, top: 300 });
    expect(woken).toEqual([b]);
  });

  it('wakes a window whose coverage changed though its own record did not, once the task has made its changes', async () => {
    const { store, hub } = setup();
    const small = open(store, 100, 100, 200, 150);
    const big = open(store, 500, 60, 500, 400);
    open(store, 900, 500, 200, 150);
    const woken: number[] = [];
    hub.subscribe(small, () => woken.push(small));
    store.getState().move(big, { left: 50, top: 60 });
    expect(woken).toEqual([]);
    await settled();
    expect(woken).toEqual([small]);
  });

  it('asks for coverage once for all the changes a task makes, and tells its coverage listeners once', async () => {
    const store = createWindowsStore({ desktop });
    const tracker = createCoverageTracker(createStackTracker());
    let asked = 0;
    const hub = createRecordHub(store, (state) => {
      asked++;
      return tracker(state);
    });
    const first = open(store, 100, 100, 200, 150);
    const woken: number[] = [];
    hub.subscribe(first, () => woken.push(first));
    let told = 0;
    hub.subscribeCoverage(() => told++);
    await settled();
    asked = 0;
    for (let i = 0; i < 100; i++) open(store, 50 + i, 60 + i, 500, 400);
    await settled();
    expect(asked).toBe(1);
    expect(told).toBe(1);
    // Its focus went to the second window, then the windows opened over it covered it.
    expect(woken).toEqual([first, first]);
    expect(tracker(store.getState()).has(first)).toBe(true);
  });

  it("tells its task listeners at a task's first change, and once more after the task for all its other changes", async () => {
    const { store, hub } = setup();
    let told = 0;
    hub.subscribeTask(() => told++);
    for (let i = 0; i < 50; i++) open(store, 10 + i, 50, 200, 200);
    expect(told).toBe(1);
    await settled();
    expect(told).toBe(2);
    // A drag step: told at once, and not again.
    store.getState().move(1, { left: 300, top: 300 });
    expect(told).toBe(3);
    await settled();
    await settled();
    expect(told).toBe(3);
  });

  it('wakes everyone when the desktop changes, and no one after unsubscribing', () => {
    const { store, hub } = setup();
    const a = open(store, 10, 50, 200, 200);
    let count = 0;
    const unsubscribe = hub.subscribe(a, () => count++);
    store.getState().setDesktop({ left: 0, top: 40, width: 800, height: 560 }, false);
    expect(count).toBe(1);
    unsubscribe();
    store.getState().setDesktop({ left: 0, top: 40, width: 900, height: 560 }, false);
    expect(count).toBe(1);
  });
});
