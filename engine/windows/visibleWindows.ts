import type { WindowRecord, WindowsActions, WindowsState } from './types';

/**
 * The top-level windows a user sees on the desktop now, oldest first: not minimized, no dialogs
 * or other children (they follow their parent). What "Tile all" arranges
 * (docs/features/windows.md#snap-and-tile).
 * @example store.getState().tile(visibleWindows(store.getState()).map((record) => record.wid))
 */
export function visibleWindows(state: Pick<WindowsState, 'windows'>): WindowRecord[] {
  return state.windows.values().filter((record) => record.parent === null && !record.state.minimized);
}

/** "Tile all" (docs/features/windows.md#snap-and-tile): the visible windows in a grid over the desktop. */
export function tileVisible(state: Pick<WindowsState, 'windows'> & Pick<WindowsActions, 'tile'>): void {
  state.tile(visibleWindows(state).map((record) => record.wid));
}
