import type { RecordMap } from './types';

/**
 * Every window's wid, bottom to top: by zIndex, equal zIndex by wid. Minimized windows are
 * included; a view hides them itself.
 * @example stackingOrder(store.getState().windows) // [3, 1, 2]
 */
export function stackingOrder(windows: RecordMap): number[] {
  return [...windows.values()]
    .sort((a, b) => a.state.zIndex - b.state.zIndex || a.wid - b.wid)
    .map((record) => record.wid);
}
