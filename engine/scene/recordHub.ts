import type { WindowsState, WindowsStore } from '../windows';

export interface RecordHub {
  /** Calls `listener` when this window's record, its coverage, the desktop or mobile mode changes. */
  subscribe(wid: number, listener: () => void): () => void;
}

/**
 * One store subscription that wakes only the listeners of the windows that changed. With
 * thousands of windows open, a drag step then costs one pass of reference comparisons instead of
 * running every window's selectors.
 */
export function createRecordHub(store: WindowsStore, coverage: (state: WindowsState) => ReadonlySet<number>): RecordHub {
  const listeners = new Map<number, Set<() => void>>();
  let previous: WindowsState = store.getState();
  let previousCovered = coverage(previous);
  const wake = (wid: number) => {
    for (const listener of listeners.get(wid) ?? []) listener();
  };
  store.subscribe((next) => {
    const before = previous;
    const coveredBefore = previousCovered;
    previous = next;
    previousCovered = coverage(next);
    const everyone = next.desktop !== before.desktop || next.mobile !== before.mobile;
    if (everyone) {
      for (const wid of listeners.keys()) wake(wid);
      return;
    }
    if (next.windows !== before.windows) {
      for (const wid of listeners.keys()) if (next.windows[wid] !== before.windows[wid]) wake(wid);
    }
    if (previousCovered !== coveredBefore) {
      for (const wid of previousCovered) if (!coveredBefore.has(wid)) wake(wid);
      for (const wid of coveredBefore) if (!previousCovered.has(wid)) wake(wid);
    }
  });
  return {
    subscribe(wid, listener) {
      let set = listeners.get(wid);
      if (!set) listeners.set(wid, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(wid);
      };
    },
  };
}
