import { describe, expect, it, vi } from 'vitest';
import { globalChangesSince, snapshotGlobals } from './globalState';

// What tests/unit/setup/leakGuard.ts fails a unit file for: the patches helpers and tests made
// (withLayoutSize's size getters, vi.stubGlobal, vi.spyOn on a prototype, a faked clock), left behind.

describe('the changes to the shared jsdom since a snapshot', () => {
  it('names a prototype getter, a spied method, a static, a window assignment and a stubbed global, and puts each back', () => {
    const before = snapshotGlobals();
    const getItem = Storage.prototype.getItem;
    const now = Date.now;
    const windowName = window.name;
    try {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
      vi.spyOn(Storage.prototype, 'getItem');
      Date.now = () => 0;
      window.name = 'left behind';
      vi.stubGlobal('KeyframeEffect', function KeyframeEffect() {});

      const changes = globalChangesSince(before);
      expect(changes.map(({ where, how }) => `${where} ${how}`).sort()).toEqual([
        'Date.now replaced',
        'HTMLElement.prototype.clientWidth added',
        'Storage.prototype.getItem replaced',
        'window.KeyframeEffect added',
        'window.name replaced',
      ]);

      for (const change of changes) change.undo();
      expect(globalChangesSince(before)).toEqual([]);
      expect(document.createElement('div').clientWidth).toBe(0);
      expect(Storage.prototype.getItem).toBe(getItem);
      expect(Date.now).toBe(now);
      expect(window.name).toBe(windowName);
      expect('KeyframeEffect' in window).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      for (const change of globalChangesSince(before)) change.undo();
    }
  });

  it('counts a global set back to undefined as none (Testing Library leaves IS_REACT_ACT_ENVIRONMENT so), and a patch undone by its maker as none', () => {
    const before = snapshotGlobals();
    try {
      Reflect.set(globalThis, 'LEAK_GUARD_PROBE', undefined);
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 });
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
      const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click');
      spy.mockRestore();

      expect(globalChangesSince(before)).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'LEAK_GUARD_PROBE');
    }
  });
});
