import { changedWindows, type WindowsState, type WindowsStore } from '../windows';
import { coverageFlips } from './coverage';

export interface RecordHub {
  /** Calls `listener` when this window's record, its coverage, the desktop or mobile mode changes. */
  subscribe(wid: number, listener: () => void): () => void;
}

/**
 * One store subscription that wakes only the listeners of the windows that changed. The store
 * tells which windows a change touched (`changedWindows`) and the coverage tracker which ones it
 * flipped, so with thousands of windows open a drag step wakes one window without a pass over
 * the others.
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
      const changed = changedWindows(before.windows, next.windows);
      if (changed) for (const wid of changed) wake(wid);
      else for (const wid of listeners.keys()) if (next.windows.get(wid) !== before.windows.get(wid)) wake(wid);
    }
    for (const wid of coverageFlips(coveredBefore, previousCovered)) wake(wid);
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
