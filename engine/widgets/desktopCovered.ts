import { changedWindows, INCREMENTAL_LIMIT, type RecordMap, type WindowRecord, type WindowsState } from '../windows';

const covers = (record: WindowRecord | undefined) => record !== undefined && record.state.maximized && !record.state.minimized;

/**
 * Whether a maximized window covers the whole desktop (and so every widget): a selector for
 * `selectValue` that follows the windows a change touched (`changedWindows`), so a drag step reads
 * one window, not all of them.
 */
export function createDesktopCovered(): (state: WindowsState) => boolean {
  const maximized = new Set<number>();
  let last: RecordMap | null = null;
  return (state) => {
    const wids = last ? changedWindows(last, state.windows) : null;
    last = state.windows;
    if (wids && wids.length <= INCREMENTAL_LIMIT) {
      for (const wid of wids) {
        if (covers(state.windows.get(wid))) maximized.add(wid);
        else maximized.delete(wid);
      }
    } else {
      maximized.clear();
      for (const record of state.windows.values()) if (covers(record)) maximized.add(record.wid);
    }
    return maximized.size > 0;
  };
}
