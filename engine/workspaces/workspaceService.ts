import { DisposableStore, selectValue, writableValue, type ReadableValue } from '../core';
import type { SettingsService } from '../settings';
import type { WindowsStore } from '../windows';
import { CURRENT_WORKSPACE_KEY, WORKSPACE_MAX } from './constants';
import { revealWindow } from './reveal';
import { addWorkspace, readWorkspaces, removeWorkspace, renameWorkspace, stepWorkspace } from './rules';
import type { Workspace, WorkspaceService } from './types';

const sameList = (a: readonly Workspace[], b: readonly Workspace[]) =>
  a.length === b.length && a.every((workspace, i) => workspace.id === b[i]?.id && workspace.name === b[i].name);

export interface WorkspaceServiceDeps {
  windows: WindowsStore;
  settings: Pick<SettingsService, 'watch' | 'get' | 'set' | 'isLocked' | 'loadState'>;
}

/**
 * The user's workspaces (docs/features/windows.md#workspaces): the list lives in the desktop
 * settings, the current one in the session settings, and the window store shows only the current
 * one's windows. Once the settings have loaded, the workspace the user left is current again.
 */
export function createWorkspaceService({ windows, settings }: WorkspaceServiceDeps): WorkspaceService {
  const owned = new DisposableStore();
  const list = writableValue<readonly Workspace[]>(readWorkspaces(settings.get('desktop').workspaces));
  const editable = !settings.isLocked('desktop');

  /** Shows `next` in the store (windows on a workspace gone move to `moveTo`) and in `list`. */
  const apply = (next: readonly Workspace[], moveTo?: string) => {
    windows.getState().setWorkspaces(
      next.map((workspace) => workspace.id),
      moveTo,
    );
    if (!sameList(next, list.get())) list.set(next);
  };
  const save = (next: readonly Workspace[], moveTo?: string) => {
    apply(next, moveTo);
    settings.set('desktop', { workspaces: next });
  };
  const remember = (id: string) => {
    if (!settings.isLocked('session')) settings.set('session', { [CURRENT_WORKSPACE_KEY]: id });
  };

  apply(list.get());
  owned.add(settings.watch('desktop').subscribe((desktop) => apply(readWorkspaces(desktop.workspaces))));
  let restored = false;
  const restoreCurrent = () => {
    if (restored || settings.loadState.get() !== 'loaded') return;
    restored = true;
    const saved = settings.get('session')[CURRENT_WORKSPACE_KEY];
    if (typeof saved === 'string') windows.getState().showWorkspace(saved);
  };
  restoreCurrent();
  owned.add(settings.loadState.subscribe(restoreCurrent));

  const current: ReadableValue<string> = selectValue(windows, (state) => state.workspace);
  const show = (id: string) => {
    const shown = windows.getState().showWorkspace(id);
    if (shown) remember(id);
    return shown;
  };

  return {
    list,
    current,
    editable,
    limit: WORKSPACE_MAX,
    show,
    step(direction) {
      const id = stepWorkspace(list.get(), current.get(), direction);
      return id !== null && show(id);
    },
    add(name) {
      const added = editable ? addWorkspace(list.get(), name) : null;
      if (!added) return null;
      save(added.list);
      return added.id;
    },
    rename(id, name) {
      const renamed = editable ? renameWorkspace(list.get(), id, name) : null;
      if (renamed) save(renamed);
      return renamed !== null;
    },
    remove(id) {
      const removed = editable ? removeWorkspace(list.get(), id) : null;
      if (!removed) return false;
      const wasCurrent = current.get() === id;
      save(removed.list, removed.neighbour);
      if (wasCurrent) remember(removed.neighbour);
      return true;
    },
    moveWindow: (wid, id) => windows.getState().moveToWorkspace(wid, id),
    reveal: (wid) => revealWindow(windows, show, wid),
    dispose: () => owned.dispose(),
  };
}
