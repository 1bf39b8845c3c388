import type { WindowRecord } from '../windows';

/** The visible windows split for the two chrome canvases. */
export interface StackSplit {
  /** The front-most visible window: it has a chrome canvas of its own and moves alone. */
  top: WindowRecord | null;
  /** The other visible windows, bottom to top. Kept as the same array while none of them changes. */
  below: readonly WindowRecord[];
}

/**
 * Splits the window map into the top window and the rest, re-sorting only when a window other
 * than the top one changed. Dragging the top window therefore costs one pass over the map per
 * frame, and hands the static canvas the very same `below` array, so it does not redraw.
 */
export function createStackTracker(): (windows: Readonly<Record<number, WindowRecord>>) => StackSplit {
  let previous: StackSplit = { top: null, below: [] };
  let previousBelow = new Map<number, WindowRecord>();

  return (windows) => {
    let top: WindowRecord | null = null;
    let visible = 0;
    for (const key in windows) {
      const record = windows[key];
      if (!record || record.state.minimized) continue;
      visible++;
      if (!top || record.state.zIndex > top.state.zIndex || (record.state.zIndex === top.state.zIndex && record.wid > top.wid)) top = record;
    }

    let unchanged = top?.wid === previous.top?.wid && previousBelow.size === Math.max(0, visible - 1);
    if (unchanged) {
      for (const key in windows) {
        const record = windows[key];
        if (!record || record.state.minimized || record === top) continue;
        if (previousBelow.get(record.wid) !== record) {
          unchanged = false;
          break;
        }
      }
    }
    if (unchanged) {
      if (top === previous.top) return previous;
      previous = { top, below: previous.below };
      return previous;
    }

    const below = Object.values(windows)
      .filter((record) => !record.state.minimized && record !== top)
      .sort((a, b) => a.state.zIndex - b.state.zIndex || a.wid - b.wid);
    previousBelow = new Map(below.map((record) => [record.wid, record]));
    previous = { top, below };
    return previous;
  };
}
