import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { changedWindows, createWindowsStore } from '../../../engine/windows';

const desktop = { left: 0, top: 30, width: 1000, height: 700 };

function setup() {
  const store = createWindowsStore({ desktop });
  const wids = [1, 2, 3].map(() => store.getState().create({ appId: 'app' }));
  return { store, wids, actions: () => store.getState() };
}

/** The wids of one action, from the maps before and after it. */
function changedBy(store: ReturnType<typeof setup>['store'], action: () => unknown) {
  const before = store.getState().windows;
  action();
  return [...(changedWindows(before, store.getState().windows) ?? ['unknown'])].sort();
}

describe('changedWindows', () => {
  it('names the windows one action wrote: the moved one, the old and new focus, the created and the destroyed', () => {
    const { store, wids, actions } = setup();
    const [a = 0, b = 0, c = 0] = wids;
    expect(changedBy(store, () => actions().move(c, { left: 300, top: 200 }))).toEqual([c]);
    expect(changedBy(store, () => actions().focus(a))).toEqual([a, c].sort());
    expect(changedBy(store, () => actions().create({ appId: 'app' }))).toEqual([a, 4].sort());
    expect(changedBy(store, () => actions().destroy(b))).toEqual([b]);
    expect(changedBy(store, () => actions().move(a, { left: 300, top: 200 }))).toEqual([a]);
  });

  it('names every window of a batch once, and nothing for the same map', () => {
    const { store, actions } = setup();
    expect(changedBy(store, () => actions().batch(() => [1, 2].map(() => actions().create({ appId: 'app' }))))).toEqual([3, 4, 5].sort());
    const { windows } = store.getState();
    expect(changedWindows(windows, windows)).toEqual([]);
  });

  it('names the windows of several changes in a row, and cannot tell for maps not made from one another', () => {
    const { store, wids, actions } = setup();
    const first = store.getState().windows;
    actions().move(wids[0] ?? 0, { left: 300, top: 200 });
    const second = store.getState().windows;
    actions().move(wids[1] ?? 0, { left: 300, top: 200 });
    actions().move(wids[0] ?? 0, { left: 320, top: 220 });
    expect([...(changedWindows(first, store.getState().windows) ?? [])].sort()).toEqual([wids[0], wids[1]].sort());
    expect(changedWindows(store.getState().windows, first)).toBeNull();
    expect(changedWindows(second, first)).toBeNull();
    expect(changedWindows(first, { ...first })).toBeNull();
    expect(changedWindows(first, createWindowsStore().getState().windows)).toBeNull();
  });

  it('holds no map the store has moved on from', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { store, wids, actions } = setup();
    const early = new WeakRef(store.getState().windows);
    for (let step = 0; step < 5; step++) actions().move(wids[0] ?? 0, { left: 300 + step, top: 200 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(early.deref()).toBeUndefined();
  });
});
