import { changedWindows, INCREMENTAL_LIMIT } from './recordDraft';
import type { RecordMap, WindowRecord, WindowsState } from './types';

/**
 * The wids of the windows that are as `matches` says, kept by following the windows a change
 * touched (`changedWindows`), so a drag step reads one window, not all of them. The same set,
 * changed in place.
 */
export function createMatchingWindows(matches: (record: WindowRecord) => boolean): (state: WindowsState) => ReadonlySet<number> {
  const matching = new Set<number>();
  let last: RecordMap | null = null;
  return (state) => {
    const wids = last ? changedWindows(last, state.windows) : null;
    last = state.windows;
    if (wids && wids.length <= INCREMENTAL_LIMIT) {
      for (const wid of wids) {
        const record = state.windows.get(wid);
        if (record && matches(record)) matching.add(wid);
        else matching.delete(wid);
      }
    } else {
      matching.clear();
      for (const record of state.windows.values()) if (matches(record)) matching.add(record.wid);
    }
    return matching;
  };
}

/**
 * Whether any window is as `matches` says (a maximized one, one being moved): a selector for
 * `selectValue`.
 */
export function createAnyWindow(matches: (record: WindowRecord) => boolean): (state: WindowsState) => boolean {
  const matching = createMatchingWindows(matches);
  return (state) => matching(state).size > 0;
}
