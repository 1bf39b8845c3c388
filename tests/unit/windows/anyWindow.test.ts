import { describe, expect, it } from 'vitest';
import { createDesktopCovered } from '../../../engine/widgets';
import { createAnyWindow, createWindowsStore } from '../../../engine/windows';

describe('desktop covered by a maximized window', () => {
  it('follows maximize, minimize, restore and close, window by window', () => {
    const store = createWindowsStore();
    const covered = createDesktopCovered();
    const read = () => covered(store.getState());
    const first = store.getState().create({ appId: 'a', title: 'One' });
    const second = store.getState().create({ appId: 'a', title: 'Two' });
    expect(read()).toBe(false);
    store.getState().maximize(first);
    expect(read()).toBe(true);
    store.getState().minimize(first);
    expect(read()).toBe(false);
    store.getState().raise(first);
    expect(read()).toBe(true);
    store.getState().move(second, { left: 50, top: 60 });
    expect(read()).toBe(true);
    store.getState().restore(first);
    expect(read()).toBe(false);
    store.getState().maximize(second);
    store.getState().destroy(second);
    expect(read()).toBe(false);
  });
});

describe('any window', () => {
  it('answers from the windows a change touched, and reads them all when it starts', () => {
    const store = createWindowsStore();
    const moving = createAnyWindow((record) => record.state.moving);
    const read = () => moving(store.getState());
    const wids = Array.from({ length: 300 }, (_, i) => store.getState().create({ appId: 'a', title: `W${i}` }));
    const seventh = wids[7] ?? -1;
    const fortySecond = wids[42] ?? -1;
    expect(read()).toBe(false);
    store.getState().setMoving(seventh, true);
    expect(read()).toBe(true);
    store.getState().setMoving(seventh, false);
    expect(read()).toBe(false);
    store.getState().setMoving(fortySecond, true);
    // A tracker that starts late reads every window once.
    expect(createAnyWindow((record) => record.state.moving)(store.getState())).toBe(true);
    store.getState().setMoving(fortySecond, false);
    expect(read()).toBe(false);
  });
});
