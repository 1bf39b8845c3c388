import { describe, expect, it } from 'vitest';
import { createWindowsStore } from '../../../engine/windows';
import { createWorkspaceViews } from '../../../engine/scene';

function storeWithTwo() {
  const store = createWindowsStore();
  store.getState().setWorkspaces(['main', 'ws-2']);
  return store;
}

describe('windows on workspaces', () => {
  it('opens a window on the current workspace unless told a known one, a child on its parent\'s', () => {
    const store = storeWithTwo();
    const actions = store.getState();
    const one = actions.create({ appId: 'A' });
    const elsewhere = actions.create({ appId: 'A', workspace: 'ws-2' });
    const unknown = actions.create({ appId: 'A', workspace: 'gone' });
    const child = actions.create({ appId: 'A', parent: elsewhere });
    const workspace = (wid: number) => store.getState().windows.get(wid)?.workspace;
    expect([one, elsewhere, unknown, child].map(workspace)).toEqual(['main', 'ws-2', 'main', 'ws-2']);
    // A window opened elsewhere takes no focus from the current workspace.
    expect(store.getState().focused).toBe(unknown);
  });

  it('switching focuses the new workspace\'s front window; moving the focused window away refocuses here; removing moves windows to the neighbour', () => {
    const store = storeWithTwo();
    const a = store.getState().create({ appId: 'A' });
    const b = store.getState().create({ appId: 'A', workspace: 'ws-2' });
    expect(store.getState().showWorkspace('ws-2')).toBe(true);
    expect([store.getState().workspace, store.getState().focused]).toEqual(['ws-2', b]);
    expect(store.getState().focus(a)).toBe(false);
    expect(store.getState().showWorkspace('nope')).toBe(false);

    expect(store.getState().moveToWorkspace(b, 'main')).toBe(true);
    expect(store.getState().focused).toBeNull();
    store.getState().showWorkspace('main');
    expect(store.getState().focused).not.toBeNull();

    store.getState().moveToWorkspace(a, 'ws-2');
    store.getState().showWorkspace('ws-2');
    store.getState().setWorkspaces(['main'], 'main');
    expect([store.getState().workspace, store.getState().windows.get(a)?.workspace]).toEqual(['main', 'main']);
  });

  it('a switch flips no window\'s coverage and hands the views the other workspace\'s front and shown windows', () => {
    const store = storeWithTwo();
    const views = createWorkspaceViews();
    const rect = { position: { left: 10, top: 10 }, dimension: { width: 300, height: 200 } };
    const one = store.getState().batch(() => [1, 2, 3].map(() => store.getState().create({ appId: 'A', ...rect })));
    const two = store.getState().batch(() => [1, 2, 3].map(() => store.getState().create({ appId: 'A', workspace: 'ws-2', ...rect })));
    const covered = views.coverage(store.getState());
    // Each workspace's bottom window is covered by the one above it (the front window covers
    // nothing: it moves), whichever workspace is current.
    expect([...covered].sort()).toEqual([one[0], two[0]].sort());
    expect(views.track(store.getState()).top?.wid).toBe(one[2]);

    store.getState().showWorkspace('ws-2');
    expect(views.coverage(store.getState())).toBe(covered);
    expect(views.track(store.getState()).top?.wid).toBe(two[2]);
    expect(views.coverage.shownBelow(store.getState()).map((record) => record.wid)).toEqual([two[1]]);
  });
});
