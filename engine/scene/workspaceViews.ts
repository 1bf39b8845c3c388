import { changedWindows, type RecordMap, type WindowRecord, type WindowsState } from '../windows';
import { coverageFlips, createCoverageTracker, recordFlips, type CoverageTracker } from './coverage';
import { createStackTracker, type StackSplit } from './stackTracker';

/** One workspace's trackers: its windows' stack and which of them are covered, as if it were current. */
interface View {
  track: (windows: RecordMap) => StackSplit;
  coverage: CoverageTracker;
  covered: ReadonlySet<number>;
}

/** The stack split and the coverage the views read, across workspaces (docs/features/windows.md#workspaces). */
export interface WorkspaceViews {
  /** The current workspace's top window and shown windows; `all` is every wid, on any workspace. */
  track: (state: WindowsState) => StackSplit;
  /** Every workspace's covered windows (each under its own front window); `shownBelow` is the current one's. */
  coverage: CoverageTracker;
}

const NONE: ReadonlySet<number> = new Set();
const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * A stack tracker and a coverage tracker per workspace. A window's coverage is its own
 * workspace's, whichever one is current, so switching workspaces flips no window's coverage:
 * no frame re-renders but the old and the new front windows, and the overlay hides the other
 * workspaces' windows with one style rule (WorkspaceFilter). Only the static chrome canvas draws
 * again, once, the new current workspace's shown windows.
 *
 * Every workspace's trackers follow every store change by the windows it changed, so a drag step
 * costs a few map reads per workspace (at most WORKSPACE_LIMITS.count), never a pass over N.
 */
export function createWorkspaceViews(): WorkspaceViews {
  const views = new Map<string, View>();
  let lastWindows: RecordMap | null = null;
  let covered: ReadonlySet<number> = NONE;
  let lastState: WindowsState | null = null;
  let split: StackSplit = { all: [], top: null, below: [] };
  /** The `all` the current workspace's tracker gave last, and the one handed out. */
  let sourceAll: readonly number[] = split.all;
  let allWids: readonly number[] = split.all;

  const viewOf = (workspace: string): View => {
    let view = views.get(workspace);
    if (!view) {
      const shows = (record: WindowRecord) => record.workspace === workspace;
      const track = createStackTracker(shows);
      view = { track, coverage: createCoverageTracker(track, shows), covered: NONE };
      views.set(workspace, view);
    }
    return view;
  };

  /** Makes a view for every workspace a changed window is on (every window after a big change). */
  const discover = (windows: RecordMap) => {
    if (windows === lastWindows) return;
    const wids = lastWindows && changedWindows(lastWindows, windows);
    lastWindows = windows;
    if (wids) {
      for (const wid of wids) {
        const record = windows.get(wid);
        if (record) viewOf(record.workspace);
      }
    } else for (const record of windows.values()) viewOf(record.workspace);
  };

  const coverage = (state: WindowsState): ReadonlySet<number> => {
    if (lastState && lastState.windows === state.windows && lastState.desktop === state.desktop && lastState.mobile === state.mobile) {
      lastState = state;
      return covered;
    }
    lastState = state;
    discover(state.windows);
    viewOf(state.workspace);
    let next: Set<number> | null = null;
    const flipped: number[] = [];
    for (const [workspace, view] of views) {
      const now = view.coverage(state);
      if (now !== view.covered) {
        const wids = coverageFlips(view.covered, now);
        next ??= new Set(covered);
        for (const wid of wids) if (!next.delete(wid)) next.add(wid);
        flipped.push(...wids);
        view.covered = now;
      }
      // A workspace left without windows shown keeps no trackers: its covered set is empty.
      if (now.size === 0 && workspace !== state.workspace && view.track(state.windows).top === null) views.delete(workspace);
    }
    if (next) {
      recordFlips(covered, next, flipped);
      covered = next;
    }
    return covered;
  };

  const track = (state: WindowsState): StackSplit => {
    discover(state.windows);
    const current = viewOf(state.workspace).track(state.windows);
    // Each workspace's tracker keeps its own list of every wid: after a switch it is compared once.
    if (current.all !== sourceAll) {
      sourceAll = current.all;
      allWids = sameItems(current.all, allWids) ? allWids : current.all;
    }
    const all = allWids;
    if (all !== split.all || current.top !== split.top || current.below !== split.below) split = { all, top: current.top, below: current.below };
    return split;
  };

  const shownBelow = (state: WindowsState): readonly WindowRecord[] => {
    coverage(state);
    return viewOf(state.workspace).coverage.shownBelow(state);
  };

  return { track, coverage: Object.assign(coverage, { shownBelow }) };
}
