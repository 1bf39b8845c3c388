import { createRectGrid, intersects, subtractAll, visibleParts, type RectGrid } from '../chrome';
import { changedWindows, displayRect, INCREMENTAL_LIMIT, type Rect, type WindowRecord, type WindowsState } from '../windows';
import type { StackSplit } from './stackTracker';

interface Entry {
  record: WindowRecord;
  readonly rect: Rect;
  /** The record's zIndex when the entry was made: comparisons read no other window's state. */
  readonly zIndex: number;
  /** What the shown windows above it leave of a shown window; null when not known (or covered). */
  visible: Rect[] | null;
}

const cut = (parts: readonly Rect[], holes: readonly Rect[]) => parts.flatMap((part) => subtractAll(part, holes));
const entryOf = (record: WindowRecord, rect: Rect): Entry => ({ record, rect, zIndex: record.state.zIndex, visible: null });
/** Whether `a` lies below `b`, as `stackedBefore` orders them. */
const below = (a: Entry, b: Entry) => a.zIndex - b.zIndex < 0 || (a.zIndex === b.zIndex && a.record.wid < b.record.wid);
/** Highest in the stack first. */
const topFirst = (a: Entry, b: Entry) => (below(a, b) ? 1 : -1);

/** Where `entry` goes in `order` (bottom to top): the first entry not below it. */
function orderIndex(order: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = order[middle];
    if (other && below(other, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const sameRect = (a: Rect, b: Rect) => a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** What the tracker answered last, and for what. */
interface Tracked {
  windows: WindowsState['windows'];
  desktop: WindowsState['desktop'];
  mobile: boolean;
  top: number | null;
  covered: ReadonlySet<number>;
}

/** The coverage tracker: the covered set of a state, and what the static chrome canvas draws. */
export interface CoverageTracker {
  (state: WindowsState): ReadonlySet<number>;
  /**
   * The windows below the top one that are not covered, bottom to top, from the same pass: a
   * raise or an open moves a few entries of it (a binary search each), never a pass over every
   * window. The same array while none of them changes.
   */
  shownBelow: (state: WindowsState) => readonly WindowRecord[];
}

/**
 * For each covered set the tracker made from another: the wids whose coverage flipped. The set it
 * was made from is held weakly: held strongly, each set kept the one before it alive, and so
 * every covered set ever made (at 10,000 windows a 1 GB heap, and a crashed page).
 */
const flips = new WeakMap<ReadonlySet<number>, { from: WeakRef<ReadonlySet<number>>; wids: readonly number[] }>();

/** Records that `next` was made from `from` by flipping `wids`, for `coverageFlips` (a tracker built of several). */
export function recordFlips(from: ReadonlySet<number>, next: ReadonlySet<number>, wids: readonly number[]): void {
  flips.set(next, { from: new WeakRef(from), wids });
}

/**
 * The wids covered in one of two sets and not in the other: what the tracker recorded when it
 * made `after` from `before`, else compared.
 */
export function coverageFlips(before: ReadonlySet<number>, after: ReadonlySet<number>): readonly number[] {
  if (before === after) return [];
  const recorded = flips.get(after);
  if (recorded?.from.deref() === before) return recorded.wids;
  return [...[...after].filter((wid) => !before.has(wid)), ...[...before].filter((wid) => !after.has(wid))];
}

/**
 * Which windows under the top one are hidden entirely behind the windows above them: the views
 * neither lay them out nor draw their chrome, so what a desktop costs follows what can be seen,
 * not how many windows are open. The top window is left out on purpose: it moves on every drag
 * step, and what it hides is still painted (cheaply) rather than re-laid out.
 *
 * A store change is applied by the windows it changed. Taking a window away (or moving or
 * lowering it) can only uncover windows below it through what could be seen of it, and only
 * until the windows below fill that again; putting one in can only cover the shown windows below
 * it that its new rectangle reaches. Only those are checked again, top to bottom, each against
 * the shown windows above it near it (two grids: every window, and the shown ones): a hidden
 * window adds nothing to what hides the ones below it. A shown window keeps what can be seen of
 * it, so a window opened over it is one cut, not its whole stack again. The answer is the same
 * set while nothing flips.
 */
export function createCoverageTracker(
  track: (windows: WindowsState['windows']) => StackSplit,
  shows: (record: WindowRecord) => boolean = () => true,
): CoverageTracker {
  let last: Tracked | null = null;
  let entries = new Map<number, Entry>();
  /** Every window below the top one. */
  let all: RectGrid<Entry> = createRectGrid();
  /** The ones of them not covered. */
  let shown: RectGrid<Entry> = createRectGrid();
  /** The entries in `shown`, bottom to top. */
  let order: Entry[] = [];
  /** `order`'s records, made again when `order` or one of its records changed. */
  let shownRecords: readonly WindowRecord[] = [];
  let orderChanged = false;

  const show = (entry: Entry) => {
    shown.add(entry, entry.rect);
    if (!shown.has(entry)) return;
    order.splice(orderIndex(order, entry), 0, entry);
    orderChanged = true;
  };
  const hide = (entry: Entry) => {
    if (!shown.has(entry)) return;
    shown.remove(entry);
    const index = orderIndex(order, entry);
    if (order[index] === entry) order.splice(index, 1);
    orderChanged = true;
  };

  /** The rectangles of the shown windows above `entry` that reach into it. */
  const rectsAbove = (entry: Entry) => {
    const above: Rect[] = [];
    for (const other of shown.overlapping(entry.rect)) if (below(entry, other)) above.push(other.rect);
    return above;
  };

  /**
   * Every window again, in one pass from the top down: a window is covered when the shown windows
   * above it (all already filed) leave nothing of it, and a shown one keeps what they leave, so
   * the first window opened over it after a batch is a cut, not its stack again.
   */
  const rebuild = (state: WindowsState, stack: readonly WindowRecord[], previous: ReadonlySet<number> | undefined): ReadonlySet<number> => {
    entries = new Map();
    all = createRectGrid();
    shown = createRectGrid();
    order = [];
    const covered = new Set<number>();
    for (let i = stack.length - 1; i >= 0; i--) {
      const record = stack[i] as WindowRecord;
      const entry = entryOf(record, displayRect(record, state.desktop, state.mobile));
      entries.set(record.wid, entry);
      all.add(entry, entry.rect);
      const visible = visibleParts(entry.rect, rectsAbove(entry));
      if (visible.length === 0) {
        covered.add(record.wid);
        continue;
      }
      shown.add(entry, entry.rect);
      if (!shown.has(entry)) continue;
      entry.visible = visible;
      order.push(entry);
    }
    // Filed from the top down; `order` runs bottom to top.
    order.reverse();
    orderChanged = true;
    const same = previous?.size === covered.size && [...covered].every((wid) => previous.has(wid));
    return same ? previous : covered;
  };

  /** The covered set after the windows `wids` (and the old and new top) changed; null to rebuild. */
  const update = (state: WindowsState, split: StackSplit, wids: readonly number[], previous: Tracked): ReadonlySet<number> | null => {
    if (wids.length > INCREMENTAL_LIMIT) return null;
    const affected = new Set(wids);
    if (previous.top !== null) affected.add(previous.top);
    if (split.top) affected.add(split.top.wid);
    const taken: { entry: Entry; seen: readonly Rect[] }[] = [];
    const put: Entry[] = [];
    for (const wid of affected) {
      const old = entries.get(wid);
      const record = state.windows.get(wid);
      const next = record && !record.state.minimized && shows(record) && record !== split.top ? record : undefined;
      if (old?.record === next) continue;
      const rect = next && displayRect(next, state.desktop, state.mobile);
      if (old && next && rect && sameRect(old.rect, rect) && old.zIndex === next.state.zIndex) {
        // Same place, same height in the stack (a title, focus or icon change): nothing flips.
        old.record = next;
        if (shown.has(old)) orderChanged = true;
        continue;
      }
      if (old) {
        // Only what could be seen of it can show what lay below it: a covered window hid nothing
        // that the windows above it do not hide.
        const seen = shown.has(old) ? (old.visible ?? visibleParts(old.rect, rectsAbove(old))) : [];
        all.remove(old);
        hide(old);
        entries.delete(wid);
        taken.push({ entry: old, seen });
      }
      if (next && rect) {
        const entry = entryOf(next, rect);
        all.add(entry, rect);
        entries.set(wid, entry);
        put.push(entry);
      }
    }
    if (taken.length === 0 && put.length === 0) return previous.covered;

    // What could be seen of a taken window is seen again through the windows below it, from the
    // highest down, until they fill it: their parts are stale, and the covered ones may show.
    const recheck = new Set(put);
    for (const { entry: old, seen } of taken) {
      const under = [...new Set(seen.flatMap((part) => all.overlapping(part)))].filter((entry) => below(entry, old)).sort(topFirst);
      let open: readonly Rect[] = seen;
      for (const entry of under) {
        if (open.length === 0) break;
        if (!open.some((part) => intersects(part, entry.rect))) continue;
        if (shown.has(entry)) entry.visible = null;
        else recheck.add(entry);
        open = cut(open, [entry.rect]);
      }
    }
    for (const added of put) for (const entry of shown.overlapping(added.rect)) if (below(entry, added)) recheck.add(entry);
    for (const entry of [...recheck].sort(topFirst)) {
      // A shown window whose parts are known loses what the windows put above it take; any other
      // is cut from scratch by the shown windows above it.
      entry.visible =
        entry.visible && shown.has(entry)
          ? cut(entry.visible, put.filter((added) => below(entry, added)).map((added) => added.rect))
          : visibleParts(entry.rect, rectsAbove(entry));
      if (entry.visible.length === 0) {
        entry.visible = null;
        hide(entry);
      } else if (!shown.has(entry)) show(entry);
    }

    const { covered } = previous;
    const isCovered = (wid: number) => {
      const entry = entries.get(wid);
      return entry !== undefined && !shown.has(entry);
    };
    const candidates = [...taken.map(({ entry }) => entry), ...put].map((entry) => entry.record.wid).concat([...recheck].map((entry) => entry.record.wid));
    const flipped = [...new Set(candidates)].filter((wid) => isCovered(wid) !== covered.has(wid));
    if (flipped.length === 0) return covered;
    const next = new Set(covered);
    for (const wid of flipped) if (!next.delete(wid)) next.add(wid);
    recordFlips(covered, next, flipped);
    return next;
  };
  const coveredIn = (state: WindowsState): ReadonlySet<number> => {
    if (last?.windows === state.windows && last.desktop === state.desktop && last.mobile === state.mobile) return last.covered;
    const split = track(state.windows);
    const wids = last && last.desktop === state.desktop && last.mobile === state.mobile ? changedWindows(last.windows, state.windows) : null;
    const answer = (last && wids && update(state, split, wids, last)) ?? rebuild(state, split.below, last?.covered);
    last = { windows: state.windows, desktop: state.desktop, mobile: state.mobile, top: split.top?.wid ?? null, covered: answer };
    return answer;
  };
  const shownBelow = (state: WindowsState): readonly WindowRecord[] => {
    coveredIn(state);
    if (orderChanged) {
      shownRecords = order.map((entry) => entry.record);
      orderChanged = false;
    }
    return shownRecords;
  };
  return Object.assign(coveredIn, { shownBelow });
}
