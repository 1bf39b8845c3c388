import { changedWindows, type WindowRecord, type WindowsState, type WindowsStore } from '../windows';
import { coverageFlips } from './coverage';

export interface RecordHub {
  /**
   * Calls `listener` when this window's record, the desktop or mobile mode changes, and, in a
   * microtask after the change, when its coverage did.
   */
  subscribe(wid: number, listener: () => void): () => void;
  /**
   * Calls `listener` when the covered set or the shown windows below the top one (`shownBelow`)
   * changed, in the microtask after the change.
   */
  subscribeCoverage: (listener: () => void) => () => void;
  /**
   * Calls `listener` at a task's first change of the store and, if the task changed it again, once
   * more in the microtask after: a drag step tells at once, a loop of 5,000 opens tells twice.
   */
  subscribeTask: (listener: () => void) => () => void;
}

/**
 * One store subscription that wakes only the listeners of the windows that changed. The store
 * tells which windows a change touched (`changedWindows`) and the coverage tracker which ones it
 * flipped, so with thousands of windows open a drag step wakes one window without a pass over
 * the others.
 *
 * Coverage is asked once per task, in a microtask queued at the task's first change (before the
 * changed windows are woken, so React renders the flipped ones in the same pass): a script that
 * opens 1,000 windows one `open` at a time then costs one pass over the stack, not 1,000
 * incremental ones (95 ms of a 640 ms open). Views read coverage while rendering anyway, so none
 * renders a stale answer; only the wake-up of a window whose record did not change waits.
 */
export function createRecordHub(
  store: WindowsStore,
  coverage: (state: WindowsState) => ReadonlySet<number>,
  shownBelow?: (state: WindowsState) => readonly WindowRecord[],
): RecordHub {
  const listeners = new Map<number, Set<() => void>>();
  const coverageListeners = new Set<() => void>();
  const taskListeners = new Set<() => void>();
  let previous: WindowsState = store.getState();
  let coveredSeen = coverage(previous);
  let shownSeen = shownBelow?.(previous);
  let checking = false;
  const wake = (wid: number) => {
    for (const listener of listeners.get(wid) ?? []) listener();
  };
  const checkCoverage = () => {
    const before = coveredSeen;
    const shownBefore = shownSeen;
    coveredSeen = coverage(store.getState());
    shownSeen = shownBelow?.(store.getState());
    if (coveredSeen === before && shownSeen === shownBefore) return;
    for (const wid of coverageFlips(before, coveredSeen)) wake(wid);
    for (const listener of coverageListeners) listener();
  };
  /** Whether the task changed the store again after its task listeners were told. */
  let changedSinceTold = false;
  const tellTask = () => {
    for (const listener of taskListeners) listener();
  };
  const afterTask = () => {
    checking = false;
    checkCoverage();
    if (!changedSinceTold) return;
    changedSinceTold = false;
    tellTask();
  };
  store.subscribe((next) => {
    const before = previous;
    previous = next;
    if (!checking) {
      checking = true;
      queueMicrotask(afterTask);
      // Told of a task's first change at once, as a store listener is: a drag step reaches React
      // as it did before, whatever else the task queued (a render for another store among them).
      tellTask();
    } else changedSinceTold = true;
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
    subscribeCoverage(listener) {
      coverageListeners.add(listener);
      return () => coverageListeners.delete(listener);
    },
    subscribeTask(listener) {
      taskListeners.add(listener);
      return () => taskListeners.delete(listener);
    },
  };
}
