import { describe, expect, it, vi } from 'vitest';
import { createWindowsFacade } from '../../../engine/extensions';
import { createWindowsStore, type WindowsStore } from '../../../engine/windows';
import { revealWindow } from '../../../engine/workspaces';

const facadeOf = (store: WindowsStore) => createWindowsFacade(store, (wid) => revealWindow(store, (id) => store.getState().showWorkspace(id), wid));

/** After the microtask in which the list tells its subscribers of a task's changes. */
const told = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function setUp() {
  const store = createWindowsStore();
  const facade = facadeOf(store);
  const actions = store.getState();
  const state = (wid: number) => store.getState().windows.get(wid)?.state;
  return { store, facade, actions, state };
}

describe('windows facade', () => {
  it('lists the top-level windows, oldest first, with the app that owns each', () => {
    const { facade, actions } = setUp();
    const notes = actions.create({ appId: 'Notes#3', title: 'Notes', icon: 'notes.svg' });
    actions.create({ appId: 'Notes#3', title: 'Find', parent: notes });
    const plain = actions.create({ appId: 'desktop', title: 'Plain' });
    expect(facade.list.get()).toEqual([
      { wid: notes, title: 'Notes', icon: 'notes.svg', app: 'Notes', focused: false, minimized: false, workspace: 'main' },
      { wid: plain, title: 'Plain', icon: null, app: 'desktop', focused: true, minimized: false, workspace: 'main' },
    ]);
  });

  it("lists the current workspace's windows only, and again after a switch", () => {
    const { facade, actions } = setUp();
    actions.setWorkspaces(['main', 'ws-2']);
    const here = actions.create({ appId: 'Notes#1', title: 'Here' });
    const there = actions.create({ appId: 'Notes#1', title: 'There', workspace: 'ws-2' });
    expect(facade.list.get().map((entry) => entry.wid)).toEqual([here]);
    actions.showWorkspace('ws-2');
    expect(facade.list.get().map((entry) => entry.wid)).toEqual([there]);
  });

  it('keeps the list and its entries as they were when a window only moves or resizes', async () => {
    const { facade, actions } = setUp();
    const wid = actions.create({ appId: 'Notes#1', title: 'Notes' });
    actions.create({ appId: 'Sandbox#2', title: 'Sandbox' });
    const listener = vi.fn();
    facade.list.subscribe(listener);
    const before = facade.list.get();
    actions.move(wid, { left: 300, top: 200 });
    actions.resize(wid, { left: 300, top: 200, width: 500, height: 400 });
    await told();
    expect(facade.list.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells of a change it shows with a new list, keeping the entries that did not change', async () => {
    const { facade, actions } = setUp();
    const notes = actions.create({ appId: 'Notes#1', title: 'Notes' });
    actions.create({ appId: 'Sandbox#2', title: 'Sandbox' });
    const listener = vi.fn();
    facade.list.subscribe(listener);
    const [notesBefore, sandboxBefore] = facade.list.get();
    actions.setTitle(notes, 'Notes – intro');
    const [notesAfter, sandboxAfter] = facade.list.get();
    expect(notesAfter).not.toBe(notesBefore);
    expect(notesAfter?.title).toBe('Notes – intro');
    expect(sandboxAfter).toBe(sandboxBefore);
    await told();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(facade.list.get());
  });

  it('tells of windows opening and closing, and of focus and minimize changing, once the task that changed them is done', async () => {
    const { facade, actions } = setUp();
    const seen: string[] = [];
    facade.list.subscribe((list) => seen.push(list.map((entry) => `${entry.title}${entry.focused ? '*' : ''}${entry.minimized ? '_' : ''}`).join(' ')));
    const one = actions.create({ appId: 'A#1', title: 'One' });
    expect(seen).toEqual([]);
    await told();
    const two = actions.create({ appId: 'A#1', title: 'Two' });
    await told();
    actions.minimize(two);
    await told();
    actions.destroy(one);
    await told();
    expect(seen).toEqual(['One*', 'One Two*', 'One* Two_', 'Two_']);
  });

  it('tells once of all the changes a task makes, with the list they end in', async () => {
    const { facade, actions } = setUp();
    const seen: number[] = [];
    facade.list.subscribe((list) => seen.push(list.length));
    for (let i = 0; i < 500; i++) actions.create({ appId: 'A#1', title: `W${i}` });
    await told();
    expect(seen).toEqual([500]);
  });

  it('focuses a window, restoring it first when minimized', () => {
    const { facade, actions, state, store } = setUp();
    const one = actions.create({ appId: 'A#1', title: 'One' });
    const two = actions.create({ appId: 'A#1', title: 'Two' });
    facade.focus(one);
    expect(store.getState().focused).toBe(one);
    facade.minimize(two);
    expect(state(two)?.minimized).toBe(true);
    facade.focus(two);
    expect(state(two)).toMatchObject({ minimized: false, focused: true });
  });

  it('minimizes every top-level window that can be, in one change', () => {
    const { facade, actions, state, store } = setUp();
    const one = actions.create({ appId: 'A#1', title: 'One' });
    const child = actions.create({ appId: 'A#1', title: 'Child', parent: one });
    const fixed = actions.create({ appId: 'B#2', title: 'Fixed', attributes: { minimizable: false } });
    const three = actions.create({ appId: 'C#3', title: 'Three' });
    const changes = vi.fn();
    store.subscribe(changes);
    facade.minimizeAll();
    expect(changes).toHaveBeenCalledTimes(1);
    expect([state(one)?.minimized, state(child)?.minimized, state(fixed)?.minimized, state(three)?.minimized]).toEqual([true, false, false, true]);
  });
});

describe('windows facade at scale', () => {
  /** The list as a fresh facade makes it. */
  const fresh = (store: ReturnType<typeof createWindowsStore>) => facadeOf(store).list.get();

  it('lists after every action what a fresh facade lists, child windows left out', () => {
    const { store, facade, actions } = setUp();
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    facade.list.subscribe(() => {});
    for (let step = 0; step < 300; step++) {
      const wids = store.getState().windows.wids();
      const wid = wids[Math.floor(random() * wids.length)] ?? 0;
      const kind = Math.floor(random() * 6);
      if (kind === 0) actions.create({ appId: 'A#1', title: `W${step}`, parent: random() < 0.3 ? wid : null });
      else if (kind === 1) actions.destroy(wid);
      else if (kind === 2) actions.minimize(wid);
      else if (kind === 3) actions.setTitle(wid, `T${step}`);
      else if (kind === 4) actions.batch(() => [1, 2].forEach(() => actions.create({ appId: 'B#2' })));
      else actions.raise(wid);
      expect(facade.list.get()).toEqual(fresh(store));
    }
  });

  it('reads no other window while one window is dragged', async () => {
    const { store, facade, actions } = setUp();
    actions.batch(() => Array.from({ length: 2000 }, () => actions.create({ appId: 'A#1' })));
    facade.list.subscribe(() => {});
    const dragged = actions.create({ appId: 'A#1' });
    // Told of the open (which took the focus from the window before it).
    await told();
    let reads = 0;
    for (const record of store.getState().windows.values()) {
      if (record.wid === dragged) continue;
      const { state, title } = record;
      Object.defineProperty(record, 'state', { get: () => (reads++, state) });
      Object.defineProperty(record, 'title', { get: () => (reads++, title) });
    }
    for (let step = 1; step <= 20; step++) actions.move(dragged, { left: 100 + step, top: 100 + step });
    facade.list.get();
    expect(reads).toBe(0);
  });
});
