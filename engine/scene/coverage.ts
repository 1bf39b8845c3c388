import { createCornerGrid, type CornerGrid } from '../chrome';
import { changedWindows, displayRect, INCREMENTAL_LIMIT, type Rect, type WindowRecord, type WindowsState } from '../windows';
import { stackedBefore, type StackSplit } from './stackTracker';

interface Entry {
  record: WindowRecord;
  rect: Rect;
}

/** What the tracker answered last, and for what. */
interface Tracked {
  windows: WindowsState['windows'];
  desktop: WindowsState['desktop'];
  mobile: boolean;
  top: number | null;
  covered: ReadonlySet<number>;
}

/** For each covered set the tracker made from another: the wids whose coverage flipped. */
const flips = new WeakMap<ReadonlySet<number>, { from: ReadonlySet<number>; wids: readonly number[] }>();

/**
 * The wids covered in one of two sets and not in the other: what the tracker recorded when it
 * made `after` from `before`, else compared.
 */
export function coverageFlips(before: ReadonlySet<number>, after: ReadonlySet<number>): readonly number[] {
  if (before === after) return [];
  const recorded = flips.get(after);
  if (recorded?.from === before) return recorded.wids;
  return [...[...after].filter((wid) => !before.has(wid)), ...[...before].filter((wid) => !after.has(wid))];
}

/**
 * Which windows under the top one are hidden behind another one. The top window is left out on
 * purpose: it moves on every drag step, and what it hides is still painted (cheaply) rather than
 * re-laid out. A window lying inside one window above it is covered; that is the same as lying
 * inside a visible (uncovered) one, since what holds its holder holds it too.
 *
 * A store change is applied by the windows it changed: only the windows inside their old or new
 * rectangles can change state, and a grid of the windows finds those and what holds them without
 * a pass over every window. The answer is the same set while nothing flips.
 */
export function createCoverageTracker(track: (windows: WindowsState['windows']) => StackSplit): (state: WindowsState) => ReadonlySet<number> {
  let last: Tracked | null = null;
  let entries = new Map<number, Entry>();
  let grid: CornerGrid<Entry> = createCornerGrid();

  const isCovered = (entry: Entry) => grid.holding(entry.rect).some((other) => stackedBefore(entry.record, other.record) < 0);

  const rebuild = (state: WindowsState, below: readonly WindowRecord[], previous: ReadonlySet<number> | undefined): ReadonlySet<number> => {
    entries = new Map();
    grid = createCornerGrid();
    for (const record of below) {
      const entry = { record, rect: displayRect(record, state.desktop, state.mobile) };
      entries.set(record.wid, entry);
      grid.add(entry);
    }
    const covered = new Set([...entries.values()].filter(isCovered).map((entry) => entry.record.wid));
    const same = previous?.size === covered.size && [...covered].every((wid) => previous.has(wid));
    return same ? previous : covered;
  };

  /** The covered set after the windows `wids` (and the old and new top) changed; null to rebuild. */
  const update = (state: WindowsState, split: StackSplit, wids: readonly number[], previous: Tracked): ReadonlySet<number> | null => {
    if (wids.length > INCREMENTAL_LIMIT) return null;
    const affected = new Set(wids);
    if (previous.top !== null) affected.add(previous.top);
    if (split.top) affected.add(split.top.wid);
    const changedRects: Rect[] = [];
    for (const wid of [...affected]) {
      const old = entries.get(wid);
      const record = state.windows[wid];
      const next = record && !record.state.minimized && record !== split.top ? record : undefined;
      if (old?.record === next) continue;
      if (old) {
        grid.remove(old);
        entries.delete(wid);
        changedRects.push(old.rect);
      }
      if (next) {
        const entry = { record: next, rect: displayRect(next, state.desktop, state.mobile) };
        grid.add(entry);
        entries.set(wid, entry);
        changedRects.push(entry.rect);
      }
    }
    for (const rect of changedRects) for (const entry of grid.inside(rect)) affected.add(entry.record.wid);
    const { covered } = previous;
    const flipped = [...affected].filter((wid) => {
      const entry = entries.get(wid);
      return (entry !== undefined && isCovered(entry)) !== covered.has(wid);
    });
    if (flipped.length === 0) return covered;
    const next = new Set(covered);
    for (const wid of flipped) if (!next.delete(wid)) next.add(wid);
    flips.set(next, { from: covered, wids: flipped });
    return next;
  };

  return (state) => {
    if (last?.windows === state.windows && last.desktop === state.desktop && last.mobile === state.mobile) return last.covered;
    const split = track(state.windows);
    const wids = last && last.desktop === state.desktop && last.mobile === state.mobile ? changedWindows(last.windows, state.windows) : null;
    const covered = (last && wids && update(state, split, wids, last)) ?? rebuild(state, split.below, last?.covered);
    last = { windows: state.windows, desktop: state.desktop, mobile: state.mobile, top: split.top?.wid ?? null, covered };
    return covered;
  };
}
