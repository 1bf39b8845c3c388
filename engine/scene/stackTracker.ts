import { changedWindows, INCREMENTAL_LIMIT, type RecordMap, type WindowRecord } from '../windows';

/** The windows as the views need them. */
export interface StackSplit {
  /** Every wid, in creation order; the same array while no window comes or goes. */
  all: readonly number[];
  /** The front-most visible window: it has a chrome canvas of its own and moves alone. */
  top: WindowRecord | null;
  /** The other visible windows, bottom to top; the same array while none of them changes. */
  below: readonly WindowRecord[];
}

/** Stacking order: by zIndex, equal zIndex by wid (as `stackingOrder`). */
export const stackedBefore = (a: WindowRecord, b: WindowRecord): number => a.state.zIndex - b.state.zIndex || a.wid - b.wid;

/** Where `record` goes in `sorted` (ascending by `stackedBefore`): the first entry not before it. */
export function stackIndex(sorted: readonly WindowRecord[], record: WindowRecord): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const entry = sorted[middle];
    if (entry && stackedBefore(entry, record) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Splits the window map into the top window and the rest. A store change is applied by the
 * windows it changed (`changedWindows`): dragging the top window costs nothing proportional to
 * the number of windows and hands the static canvas the very same `below` array, so it does not
 * redraw; opening or raising one window moves one entry of `below` (a binary search and a copy of
 * the array), not a re-sort of every window. Anything else (a batch, a map the store did not
 * derive from the last one, the top window closed or minimized) re-sorts once.
 */
export function createStackTracker(shows: (record: WindowRecord) => boolean = () => true): (windows: RecordMap) => StackSplit {
  /** Whether the window is displayed: not minimized, and one of the windows this tracker follows (its workspace's). */
  const visible = (record: WindowRecord) => !record.state.minimized && shows(record);
  let lastWindows: RecordMap | null = null;
  let previous: StackSplit = { all: [], top: null, below: [] };
  /** `previous.below` by wid. */
  let belowByWid = new Map<number, WindowRecord>();

  const rebuild = (windows: RecordMap): StackSplit => {
    // By ascending wid, and wids grow with creation.
    const records = windows.values();
    const all = records.map((record) => record.wid);
    const shown = records.filter(visible).sort(stackedBefore);
    const top = shown.pop() ?? null;
    belowByWid = new Map(shown.map((record) => [record.wid, record]));
    return {
      all: sameItems(all, previous.all) ? previous.all : all,
      top,
      below: sameItems(shown, previous.below) ? previous.below : shown,
    };
  };

  /** `previous` updated by the windows that changed; null when only a rebuild can tell. */
  const update = (before: RecordMap, windows: RecordMap, wids: readonly number[]): StackSplit | null => {
    if (wids.length > INCREMENTAL_LIMIT) return null;
    const added = wids.filter((wid) => windows.get(wid) && !before.get(wid)).sort((a, b) => a - b);
    const removed = wids.some((wid) => before.get(wid) && !windows.get(wid));
    const lastWid = previous.all[previous.all.length - 1] ?? 0;
    if ((added[0] ?? Infinity) < lastWid) return null;
    let all = removed ? previous.all.filter((wid) => windows.get(wid)) : previous.all;
    if (added.length > 0) all = [...all, ...added];

    // Stacking values only grow, so the top stays on top unless a changed window passes it.
    let top = previous.top ? (windows.get(previous.top.wid) ?? null) : null;
    if (previous.top && (!top || !visible(top) || stackedBefore(top, previous.top) < 0)) return null;
    for (const wid of wids) {
      const record = windows.get(wid);
      if (record && visible(record) && (!top || stackedBefore(top, record) < 0)) top = record;
    }

    const touched = new Set(wids);
    if (previous.top) touched.add(previous.top.wid);
    let below: WindowRecord[] | null = null;
    for (const wid of touched) {
      const old = belowByWid.get(wid);
      const record = windows.get(wid);
      const next = record && visible(record) && record !== top ? record : undefined;
      if (old === next) continue;
      below ??= previous.below.slice();
      if (old) {
        const index = stackIndex(below, old);
        if (below[index] !== old) return null;
        below.splice(index, 1);
        belowByWid.delete(wid);
      }
      if (next) {
        below.splice(stackIndex(below, next), 0, next);
        belowByWid.set(wid, next);
      }
    }
    return { all, top, below: below ?? previous.below };
  };

  return (windows) => {
    if (windows === lastWindows) return previous;
    const wids = lastWindows && changedWindows(lastWindows, windows);
    const next = (lastWindows && wids && update(lastWindows, windows, wids)) ?? rebuild(windows);
    const same = next.top === previous.top && next.all === previous.all && next.below === previous.below;
    if (!same) previous = next;
    lastWindows = windows;
    return previous;
  };
}
