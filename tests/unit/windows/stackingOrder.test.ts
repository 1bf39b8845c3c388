import { describe, expect, it } from 'vitest';
import { createWindowsStore, recordsOf, stackingOrder } from '../../../engine/windows';

describe('stackingOrder', () => {
  it('lists wids bottom to top by zIndex', () => {
    const store = createWindowsStore();
    const { create, focus } = store.getState();
    const a = create({ appId: 'app' });
    const b = create({ appId: 'app' });
    const c = create({ appId: 'app', attributes: { ontop: true } });
    const d = create({ appId: 'app' });
    focus(a);
    expect(stackingOrder(store.getState().windows)).toEqual([b, d, a, c]);
  });

  it('orders equal zIndex by wid', () => {
    const store = createWindowsStore();
    const a = store.getState().create({ appId: 'app' });
    const b = store.getState().create({ appId: 'app' });
    const first = store.getState().windows.get(a);
    const second = store.getState().windows.get(b);
    if (!first || !second) throw new Error('windows missing');
    const tied = recordsOf([second, { ...first, state: { ...first.state, zIndex: second.state.zIndex } }]);
    expect(stackingOrder(tied)).toEqual([a, b]);
  });
});
