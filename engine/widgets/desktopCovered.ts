import { createMatchingWindows, type WindowRecord, type WindowsState } from '../windows';

const covers = (record: WindowRecord) => record.state.maximized && !record.state.minimized;

/**
 * Whether a maximized window of the current workspace covers the whole desktop (and so every
 * widget): a selector for `selectValue`.
 */
export function createDesktopCovered(): (state: WindowsState) => boolean {
  const maximized = createMatchingWindows(covers);
  return (state) => {
    for (const wid of maximized(state)) if (state.windows.get(wid)?.workspace === state.workspace) return true;
    return false;
  };
}
