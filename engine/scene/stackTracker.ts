import type { WindowRecord } from '../windows';

/** The windows as the views need them. */
export interface StackSplit {
  /** Every wid, in creation order; the same array while no window comes or goes. */
  all: readonly number[];
  /** The front-most visible window: it has a chrome canvas of its own and moves alone. */
  top: WindowRecord | null;
  /** The other visible windows, bottom to top; the same array while none of them changes. */
  below: readonly WindowRecord[];
}

type Windows = Readonly<Record<number, WindowRecord>>;

/**
 * Splits the window map into the top window and the rest, re-sorting only when a window other
 * than the top one changed, and answering again from memory for the same map. Dragging the top
 * window therefore costs one pass over the map per frame, and hands the static canvas the very
 * same `below` array, so it does not redraw.
 */
export function createStackTracker(): (windows: Windows) => StackSplit {
  let lastWindows: Windows | null = null;
  let previous: StackSplit = { all: [], top: null, below: [] };
  let previousBelow = new Map<number, WindowRecord>();

  const split = (windows: Windows): StackSplit => {
    let top: WindowRecord | null = null;
    let visible = 0;
    let count = 0;
    let sameMembers = true;
    for (const key in windows) {
      const record = windows[key];
      if (!record) continue;
      if (previous.all[count] !== record.wid) sameMembers = false;
      count++;
      if (record.state.minimized) continue;
      visible++;
      if (!top || record.state.zIndex > top.state.zIndex || (record.state.zIndex === top.state.zIndex && record.wid > top.wid)) top = record;
    }
    const all = sameMembers && count === previous.all.length ? previous.all : Object.values(windows).map((record) => record.wid);

    let sameBelow = top?.wid === previous.top?.wid && previousBelow.size === Math.max(0, visible - 1);
    if (sameBelow) {
      for (const key in windows) {
        const record = windows[key];
        if (!record || record.state.minimized || record === top) continue;
        if (previousBelow.get(record.wid) !== record) {
          sameBelow = false;
          break;
        }
      }
    }
    if (sameBelow) {
      return top === previous.top && all === previous.all ? previous : { all, top, below: previous.below };
    }
    const below = Object.values(windows)
      .filter((record) => !record.state.minimized && record !== top)
      .sort((a, b) => a.state.zIndex - b.state.zIndex || a.wid - b.wid);
    previousBelow = new Map(below.map((record) => [record.wid, record]));
    return { all, top, below };
  };

  return (windows) => {
    if (windows !== lastWindows) {
      previous = split(windows);
      lastWindows = windows;
    }
    return previous;
  };
}
