import { describe, expect, it } from 'vitest';
import { createRecordHub } from '../../../engine/scene';
import { createWindowsStore } from '../../../engine/windows';

describe('record hub', () => {
  it('wakes only the listeners of the window that changed', () => {
    const store = createWindowsStore();
    const hub = createRecordHub(store);
    const a = store.getState().create({ appId: 'A' });
    const b = store.getState().create({ appId: 'A' });
    const woken: number[] = [];
    hub.subscribe(a, () => woken.push(a));
    hub.subscribe(b, () => woken.push(b));
    store.getState().move(b, { left: 300, top: 300 });
    expect(woken).toEqual([b]);
  });

  it('wakes everyone when the desktop changes, and no one after unsubscribing', () => {
    const store = createWindowsStore();
    const hub = createRecordHub(store);
    const a = store.getState().create({ appId: 'A' });
    let count = 0;
    const unsubscribe = hub.subscribe(a, () => count++);
    store.getState().setDesktop({ left: 0, top: 40, width: 800, height: 560 }, false);
    expect(count).toBe(1);
    unsubscribe();
    store.getState().setDesktop({ left: 0, top: 40, width: 900, height: 560 }, false);
    expect(count).toBe(1);
  });
});
