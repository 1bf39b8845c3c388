import { describe, expect, it } from 'vitest';
import { createDesktopCovered } from '../../../engine/widgets';
import { createWindowsStore } from '../../../engine/windows';

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
