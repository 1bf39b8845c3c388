import { describe, expect, it, vi } from 'vitest';
import { writableValue } from '../../../engine/core';
import { createWindowsStore } from '../../../engine/windows';
import { createWorkspaceService, revealWindow } from '../../../engine/workspaces';

/** Two workspaces over a real store, their settings kept in memory; a window on each, 'main' current. */
function setUp() {
  const windows = createWindowsStore();
  const kept: Record<string, Record<string, unknown>> = { desktop: { workspaces: [{ id: 'main', name: '' }, { id: 'ws-2', name: 'Reports' }] }, session: {} };
  const workspaces = createWorkspaceService({
    windows,
    settings: {
      watch: (namespace) => writableValue(kept[namespace] ?? {}),
      get: (namespace) => kept[namespace] ?? {},
      set: (namespace, values) => void (kept[namespace] = { ...kept[namespace], ...values }),
      isLocked: () => false,
      loadState: writableValue('loaded' as const),
    },
  });
  const here = windows.getState().create({ appId: 'Notes#1', title: 'Here' });
  const there = windows.getState().create({ appId: 'Preferences#2', title: 'There', workspace: 'ws-2' });
  const state = () => windows.getState();
  return { windows, workspaces, kept, here, there, state };
}

describe('revealing a window', () => {
  it('on another workspace shows that workspace, remembered in the session, and focuses the window', () => {
    const { workspaces, kept, there, state } = setUp();
    // What the store does alone: the window elsewhere is refused.
    expect(state().focus(there)).toBe(false);
    workspaces.reveal(there);
    expect([state().workspace, state().focused, workspaces.current.get()]).toEqual(['ws-2', there, 'ws-2']);
    expect(kept.session?.workspace).toBe('ws-2');
  });

  it('restores a minimized window on another workspace, and focuses its modal dialog as a focus does', () => {
    const { windows, workspaces, there, state } = setUp();
    workspaces.show('ws-2');
    const dialog = state().create({ appId: 'Preferences#2', title: 'Sure?', parent: there, attributes: { modal: true } });
    state().minimize(there);
    workspaces.show('main');
    workspaces.reveal(there);
    expect(state().workspace).toBe('ws-2');
    expect(windows.getState().windows.get(there)?.state.minimized).toBe(false);
    expect(state().focused).toBe(dialog);
  });

  it('on the current workspace focuses it and shows no workspace; an unknown wid does nothing', () => {
    const { windows, here, state } = setUp();
    const show = vi.fn(() => true);
    state().create({ appId: 'Notes#1', title: 'Newer' });
    revealWindow(windows, show, here);
    expect([state().workspace, state().focused]).toEqual(['main', here]);
    revealWindow(windows, show, 999);
    expect(show).not.toHaveBeenCalled();
    expect(state().focused).toBe(here);
  });
});
