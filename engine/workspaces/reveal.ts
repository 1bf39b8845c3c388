import type { WindowsStore } from '../windows';

/**
 * Brings a window to the user (docs/features/windows.md#workspaces): the store focuses only the
 * current workspace's windows, so a window on another workspace has that workspace shown first;
 * then the window is focused and raised, restored first when minimized. An unknown wid does nothing.
 *
 * @param show - makes a workspace current: the workspace service's `show`, which also remembers it
 */
export function revealWindow(windows: WindowsStore, show: (workspace: string) => boolean, wid: number): void {
  const { windows: records, workspace } = windows.getState();
  const record = records.get(wid);
  if (!record) return;
  if (record.workspace !== workspace) show(record.workspace);
  if (record.state.minimized) windows.getState().raise(wid);
  else windows.getState().focus(wid);
}
