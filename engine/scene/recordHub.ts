import type { WindowsState, WindowsStore } from '../windows';

export interface RecordHub {
  /** Calls `listener` when this window's record changes, or the desktop or mobile mode does. */
  subscribe(wid: number, listener: () => void): () => void;
}

/**
 * One store subscription that wakes only the listeners of the windows that changed. With
 * thousands of windows open, a drag step then costs one pass of reference comparisons instead of
 * running every window's selectors.
 */
export function createRecordHub(store: WindowsStore): RecordHub {
  const listeners = new Map<number, Set<() => void>>();
  let previous: WindowsState = store.getState();
  store.subscribe((next) => {
    const before = previous;
    previous = next;
    const everyone = next.desktop !== before.desktop || next.mobile !== before.mobile;
    if (!everyone && next.windows === before.windows) return;
    for (const [wid, set] of listeners) {
      if (everyone || next.windows[wid] !== before.windows[wid]) for (const listener of set) listener();
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
