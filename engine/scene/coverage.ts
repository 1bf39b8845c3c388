import { coveredWindows } from '../chrome';
import { displayRect, type WindowsState } from '../windows';
import type { StackSplit } from './stackTracker';

/**
 * Which windows under the top one are hidden behind another one, recomputed only when those
 * windows, the desktop or mobile mode change. The top window is left out on purpose: it moves
 * on every drag step, and what it hides is still painted (cheaply) rather than re-laid out.
 */
export function createCoverageTracker(track: (windows: WindowsState['windows']) => StackSplit): (state: WindowsState) => ReadonlySet<number> {
  let last: { below: StackSplit['below']; desktop: WindowsState['desktop']; mobile: boolean; covered: ReadonlySet<number> } | null = null;
  return (state) => {
    const { below } = track(state.windows);
    if (last?.below === below && last.desktop === state.desktop && last.mobile === state.mobile) return last.covered;
    const covered = coveredWindows(below.map((record) => ({ wid: record.wid, outer: displayRect(record, state.desktop, state.mobile) })));
    last = { below, desktop: state.desktop, mobile: state.mobile, covered };
    return covered;
  };
}
