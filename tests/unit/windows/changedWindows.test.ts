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

  it('cannot tell for maps one change did not make from the other', () => {
    const { store, wids, actions } = setup();
    const first = store.getState().windows;
    actions().move(wids[0] ?? 0, { left: 300, top: 200 });
    actions().move(wids[1] ?? 0, { left: 300, top: 200 });
    expect(changedWindows(first, store.getState().windows)).toBeNull();
    expect(changedWindows(first, { ...first })).toBeNull();
  });
});
