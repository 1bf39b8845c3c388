import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWindowsStore,
  DEFAULT_ATTRIBUTES,
  DEFAULT_DIMENSION,
  LOADING_DELAY_MS,
  ONTOP_Z_OFFSET,
  WindowError,
  type WindowRecord,
  type WindowsStore,
  type WindowsStoreDeps,
} from '../../../engine/windows';

const desktop = { left: 0, top: 30, width: 1000, height: 700 };

function setup(deps: WindowsStoreDeps = {}) {
  const store = createWindowsStore({ desktop, ...deps });
  const record = (wid: number): WindowRecord => {
    const found = store.getState().windows.get(wid);
    if (!found) throw new Error(`no window ${wid}`);
    return found;
  };
  return { store, actions: store.getState(), record };
}

/** How many records an action added, removed or replaced. */
function changedRecords(before: WindowsStore['getState'] extends () => infer S ? S : never, after: typeof before): number {
  const wids = new Set([...before.windows.wids(), ...after.windows.wids()]);
  let changed = 0;
  for (const wid of wids) if (before.windows.get(wid) !== after.windows.get(wid)) changed += 1;
  return changed;
}

const focusedWids = (store: WindowsStore) =>
  store.getState().windows.values()
    .filter((record) => record.state.focused)
    .map((record) => record.wid);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('create', () => {
  it('creates a window with the default attributes, size and cascade position, and returns its wid', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', title: 'Editor' });
    expect(record(wid)).toMatchObject({
      wid,
      id: `window-${wid}`,
      appId: 'app',
      title: 'Editor',
      icon: null,
      parent: null,
      children: [],
      attributes: DEFAULT_ATTRIBUTES,
      state: { position: { left: 10 + wid * 10, top: 40 + wid * 10 }, dimension: DEFAULT_DIMENSION, maximized: false, minimized: false },
    });
  });

  it('refuses a duplicate id within the same application with ERR_WINDOW_ID_EXISTS', () => {
    const { actions } = setup();
    actions.create({ appId: 'app', id: 'main' });
    let error: unknown;
    try {
      actions.create({ appId: 'app', id: 'main' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WindowError);
    expect(error).toMatchObject({ code: 'ERR_WINDOW_ID_EXISTS' });
    expect((error as Error).message).toContain('main');
    expect((error as Error).message).toContain('app');
  });

  it('accepts the same id in another application', () => {
    const { store, actions } = setup();
    actions.create({ appId: 'one', id: 'main' });
    actions.create({ appId: 'two', id: 'main' });
    expect(store.getState().windows.wids()).toHaveLength(2);
  });

  it('frees an id when its window is destroyed, and never reuses a wid', () => {
    const { actions, record } = setup();
    const first = actions.create({ appId: 'app', id: 'main' });
    actions.destroy(first);
    const second = actions.create({ appId: 'app', id: 'main' });
    expect(second).toBeGreaterThan(first);
    expect(record(second).id).toBe('main');
  });

  it('places a window with gravity center in the middle of the desktop', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { gravity: 'center' }, dimension: { width: 400, height: 300 } });
    expect(record(wid).state.position).toEqual({ left: 300, top: 230 });
  });

  it('uses a given position, filling a missing coordinate from the cascade', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', position: { left: 200 } });
    expect(record(wid).state.position).toEqual({ left: 200, top: 40 + wid * 10 });
  });

  it('clamps the position of a new window into the desktop when clamp is on', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', position: { left: 5000, top: -100 }, dimension: { width: 400, height: 300 } });
    expect(record(wid).state.position).toEqual({ left: 600, top: 30 });
  });

  it('leaves a new window without clamp where it was asked to be', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { clamp: false }, position: { left: 5000, top: -100 } });
    expect(record(wid).state.position).toEqual({ left: 5000, top: -100 });
  });

  it('clamps the size of a new window between its minimum and maximum', () => {
    const { actions, record } = setup();
    const small = actions.create({ appId: 'app', dimension: { width: 10, height: 10 } });
    const big = actions.create({ appId: 'app', dimension: { width: 900 }, attributes: { maxDimension: { width: 500, height: 200 } } });
    expect(record(small).state.dimension).toEqual({ width: 100, height: 100 });
    expect(record(big).state.dimension).toEqual({ width: 500, height: 200 });
  });

  it('registers a child in its parent children', () => {
    const { actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    const child = actions.create({ appId: 'app', parent });
    expect(record(child).parent).toBe(parent);
    expect(record(parent).children).toEqual([child]);
  });

  it('creates a top-level window when the parent is unknown', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', parent: 99 });
    expect(record(wid).parent).toBeNull();
  });

  it('focuses a new focusable window and puts it on top', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app' });
    expect(store.getState().focused).toBe(second);
    expect(focusedWids(store)).toEqual([second]);
    expect(record(second).state.zIndex).toBeGreaterThan(record(first).state.zIndex);
  });

  it('does not focus a new window that is not focusable', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app', attributes: { focusable: false } });
    expect(store.getState().focused).toBe(first);
    expect(record(second).state.focused).toBe(false);
  });
});

describe('focus', () => {
  it('keeps one focused window at a time: focusing blurs the previous one', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app' });
    expect(actions.focus(first)).toBe(true);
    expect(store.getState().focused).toBe(first);
    expect(record(second).state.focused).toBe(false);
    expect(focusedWids(store)).toEqual([first]);
  });

  it('raises the focused window above every other one, changing only it and the window it blurred', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app' });
    const third = actions.create({ appId: 'app' });
    const before = store.getState();
    actions.focus(first);
    const after = store.getState();
    expect(record(first).state.zIndex).toBeGreaterThan(record(third).state.zIndex);
    expect(after.windows.get(second)).toBe(before.windows.get(second));
    expect(changedRecords(before, after)).toBe(2);
  });

  it('changes nothing when the focused window is already on top', () => {
    const { store, actions } = setup();
    const wid = actions.create({ appId: 'app' });
    const before = store.getState();
    expect(actions.focus(wid)).toBe(true);
    expect(store.getState()).toBe(before);
  });

  it('gives ontop windows ONTOP_Z_OFFSET on top of their stacking value, so a raised window stays below them', () => {
    const { actions, record } = setup();
    const ontop = actions.create({ appId: 'app', attributes: { ontop: true } });
    const normal = actions.create({ appId: 'app' });
    expect(record(ontop).state.zIndex).toBeGreaterThan(ONTOP_Z_OFFSET);
    actions.focus(normal);
    expect(record(normal).state.zIndex).toBeLessThan(record(ontop).state.zIndex);
    actions.focus(ontop);
    expect(record(ontop).state.zIndex - ONTOP_Z_OFFSET).toBeGreaterThan(record(normal).state.zIndex);
  });

  it('refuses to focus a minimized window', () => {
    const { store, actions } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app' });
    actions.minimize(first);
    expect(actions.focus(first)).toBe(false);
    expect(store.getState().focused).toBe(second);
  });

  it('refuses to focus a window that is not focusable', () => {
    const { store, actions } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app', attributes: { focusable: false } });
    expect(actions.focus(second)).toBe(false);
    expect(store.getState().focused).toBe(first);
  });

  it('focuses the topmost modal child instead of a window that has one', () => {
    const { store, actions } = setup();
    const parent = actions.create({ appId: 'app' });
    const lower = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    const upper = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    actions.create({ appId: 'app', parent });
    actions.focus(upper);
    actions.focus(lower);
    const other = actions.create({ appId: 'app' });
    expect(store.getState().focused).toBe(other);
    expect(actions.focus(parent)).toBe(true);
    expect(store.getState().focused).toBe(lower);
    expect(focusedWids(store)).toEqual([lower]);
  });

  it('blur unfocuses the window and leaves no window focused', () => {
    const { store, actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.blur(wid);
    expect(record(wid).state.focused).toBe(false);
    expect(store.getState().focused).toBeNull();
  });
});

describe('minimize and raise', () => {
  it('minimize is refused when the window is not minimizable', () => {
    const { store, actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { minimizable: false } });
    expect(actions.minimize(wid)).toBe(false);
    expect(record(wid).state.minimized).toBe(false);
    expect(store.getState().focused).toBe(wid);
  });

  it('minimize blurs and focuses the next-highest visible focusable window', () => {
    const { store, actions, record } = setup();
    const low = actions.create({ appId: 'app' });
    const middle = actions.create({ appId: 'app' });
    actions.create({ appId: 'app', attributes: { focusable: false } });
    const hidden = actions.create({ appId: 'app' });
    const top = actions.create({ appId: 'app' });
    actions.minimize(hidden);
    actions.focus(top);
    expect(actions.minimize(top)).toBe(true);
    expect(record(top).state).toMatchObject({ minimized: true, focused: false });
    expect(store.getState().focused).toBe(middle);
    expect(record(low).state.focused).toBe(false);
  });

  it('minimizing the last visible window leaves no window focused', () => {
    const { store, actions } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.minimize(wid);
    expect(store.getState().focused).toBeNull();
    expect(focusedWids(store)).toEqual([]);
  });

  it('raise clears minimized, focuses the window and puts it on top', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app' });
    const second = actions.create({ appId: 'app' });
    actions.minimize(first);
    actions.raise(first);
    expect(record(first).state.minimized).toBe(false);
    expect(store.getState().focused).toBe(first);
    expect(record(first).state.zIndex).toBeGreaterThan(record(second).state.zIndex);
  });

  it('raise brings a window that takes no focus to the front without focusing it', () => {
    const { store, actions, record } = setup();
    const first = actions.create({ appId: 'app', attributes: { focusable: false } });
    const second = actions.create({ appId: 'app' });
    actions.raise(first);
    expect(record(first).state.zIndex).toBeGreaterThan(record(second).state.zIndex);
    expect(store.getState().focused).toBe(second);
  });
});

describe('maximize and restore', () => {
  it('maximize is refused when the window is not maximizable', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { maximizable: false } });
    expect(actions.maximize(wid)).toBe(false);
    expect(record(wid).state.maximized).toBe(false);
  });

  it('maximize sets maximized and restore clears it', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    expect(actions.maximize(wid)).toBe(true);
    expect(record(wid).state.maximized).toBe(true);
    actions.restore(wid);
    expect(record(wid).state.maximized).toBe(false);
  });

  it('toggleMaximize (header double-click) maximizes, then restores', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.toggleMaximize(wid);
    expect(record(wid).state.maximized).toBe(true);
    actions.toggleMaximize(wid);
    expect(record(wid).state.maximized).toBe(false);
  });

  it('toggleMaximize raises a minimized window without changing its maximized state', () => {
    const { store, actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.create({ appId: 'app' });
    actions.minimize(wid);
    actions.toggleMaximize(wid);
    expect(record(wid).state).toMatchObject({ minimized: false, maximized: false, focused: true });
    expect(store.getState().focused).toBe(wid);
  });

  it('toggleMaximize does nothing to a window that is not maximizable', () => {
    const { store, actions } = setup();
    const wid = actions.create({ appId: 'app', attributes: { maximizable: false } });
    const before = store.getState();
    actions.toggleMaximize(wid);
    expect(store.getState()).toBe(before);
  });
});

describe('move and resize', () => {
  it('move is refused when the window is not moveable', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { moveable: false } });
    const before = record(wid).state.position;
    expect(actions.move(wid, { left: 300, top: 300 })).toBe(false);
    expect(record(wid).state.position).toBe(before);
  });

  it('move clamps into the desktop, keeping the top 2 px below the desktop top', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', dimension: { width: 400, height: 300 } });
    expect(actions.move(wid, { left: 300, top: 200 })).toBe(true);
    expect(record(wid).state.position).toEqual({ left: 300, top: 200 });
    actions.move(wid, { left: -50, top: 0 });
    expect(record(wid).state.position).toEqual({ left: 0, top: 32 });
    actions.move(wid, { left: 5000, top: 5000 });
    expect(record(wid).state.position).toEqual({ left: 600, top: 430 });
  });

  it('move leaves a window without clamp where it is put', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { clamp: false } });
    actions.move(wid, { left: -50, top: -60 });
    expect(record(wid).state.position).toEqual({ left: -50, top: -60 });
  });

  it('move to where the window already is keeps its record', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', position: { left: 100, top: 100 } });
    const before = record(wid);
    expect(actions.move(wid, { left: 100, top: 100 })).toBe(true);
    expect(record(wid)).toBe(before);
  });

  it('resize is refused when the window is not resizable', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { resizable: false } });
    const before = record(wid);
    expect(actions.resize(wid, { left: 0, top: 30, width: 600, height: 600 })).toBe(false);
    expect(record(wid)).toBe(before);
  });

  it('resize clamps the size between the minimum and maximum', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', attributes: { maxDimension: { width: 500, height: 400 } } });
    actions.resize(wid, { left: 100, top: 100, width: 20, height: 900 });
    expect(record(wid).state.dimension).toEqual({ width: 100, height: 400 });
    expect(record(wid).state.position).toEqual({ left: 100, top: 100 });
  });

  it('resize clamps the position for the new size when clamp is on', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.resize(wid, { left: 800, top: 10, width: 400, height: 300 });
    expect(record(wid).state).toMatchObject({ position: { left: 600, top: 30 }, dimension: { width: 400, height: 300 } });
  });

  it('setMoving and setResizing set their flags', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setMoving(wid, true);
    actions.setResizing(wid, true);
    expect(record(wid).state).toMatchObject({ moving: true, resizing: true });
    actions.setMoving(wid, false);
    actions.setResizing(wid, false);
    expect(record(wid).state).toMatchObject({ moving: false, resizing: false });
  });
});

describe('loading', () => {
  it('shows loading only 250 ms after setLoading(true)', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    vi.advanceTimersByTime(LOADING_DELAY_MS - 1);
    expect(record(wid).state.loading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(record(wid).state.loading).toBe(true);
    expect(LOADING_DELAY_MS).toBe(250);
  });

  it('setLoading(false) before the delay cancels it', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    vi.advanceTimersByTime(100);
    actions.setLoading(wid, false);
    vi.advanceTimersByTime(1000);
    expect(record(wid).state.loading).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('setLoading(false) clears a shown loading state at once', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    actions.setLoading(wid, false);
    expect(record(wid).state.loading).toBe(false);
  });

  it('a second setLoading(true) does not restart the delay', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    vi.advanceTimersByTime(200);
    actions.setLoading(wid, true);
    vi.advanceTimersByTime(50);
    expect(record(wid).state.loading).toBe(true);
  });

  it('destroying a window clears its loading timer', () => {
    const { store, actions } = setup();
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    actions.destroy(wid);
    expect(vi.getTimerCount()).toBe(0);
    const before = store.getState();
    vi.advanceTimersByTime(1000);
    expect(store.getState()).toBe(before);
  });

  it('uses the timer functions it is given', () => {
    const pending: (() => void)[] = [];
    const cleared: unknown[] = [];
    const { actions, record } = setup({
      setTimeout: (callback, ms) => {
        expect(ms).toBe(LOADING_DELAY_MS);
        return pending.push(callback);
      },
      clearTimeout: (handle) => cleared.push(handle),
    });
    const wid = actions.create({ appId: 'app' });
    actions.setLoading(wid, true);
    pending[0]?.();
    expect(record(wid).state.loading).toBe(true);
    actions.setLoading(wid, false);
    actions.setLoading(wid, true);
    actions.setLoading(wid, false);
    expect(cleared).toEqual([2]);
  });
});

describe('modal children', () => {
  it('a modal child sets its parent loading after the delay', () => {
    const { actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    actions.create({ appId: 'app', parent, attributes: { modal: true } });
    expect(record(parent).state.loading).toBe(false);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(record(parent).state.loading).toBe(true);
  });

  it('a child that is not modal leaves its parent alone', () => {
    const { actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    actions.create({ appId: 'app', parent });
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(record(parent).state.loading).toBe(false);
  });

  it('destroying a modal child clears its parent loading and refocuses the parent', () => {
    const { store, actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    const child = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    actions.create({ appId: 'app' });
    actions.destroy(child);
    expect(record(parent).state).toMatchObject({ loading: false, focused: true });
    expect(store.getState().focused).toBe(parent);
    expect(focusedWids(store)).toEqual([parent]);
  });

  it('destroying a modal child before the delay means the parent never shows loading', () => {
    const { actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    const child = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    actions.destroy(child);
    vi.advanceTimersByTime(1000);
    expect(record(parent).state.loading).toBe(false);
  });

  it('the parent stays loading while another modal child is open', () => {
    const { store, actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    const first = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    const second = actions.create({ appId: 'app', parent, attributes: { modal: true } });
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    actions.destroy(second);
    expect(record(parent).state.loading).toBe(true);
    expect(store.getState().focused).toBe(first);
  });
});

describe('destroy', () => {
  it('closes the window and its children recursively', () => {
    const { store, actions } = setup();
    const root = actions.create({ appId: 'app', id: 'root' });
    const child = actions.create({ appId: 'app', parent: root, id: 'child' });
    actions.create({ appId: 'app', parent: child, id: 'grandchild', attributes: { modal: true } });
    const other = actions.create({ appId: 'app' });
    actions.destroy(root);
    expect(store.getState().windows.wids()).toEqual([other]);
    // Their ids are free again.
    expect(() => actions.create({ appId: 'app', id: 'grandchild' })).not.toThrow();
  });

  it('destroying a window with children notifies subscribers once', () => {
    const { store, actions } = setup();
    const root = actions.create({ appId: 'app' });
    actions.create({ appId: 'app', parent: root, attributes: { modal: true } });
    const listener = vi.fn();
    store.subscribe(listener);
    actions.destroy(root);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the window from its parent children', () => {
    const { actions, record } = setup();
    const parent = actions.create({ appId: 'app' });
    const first = actions.create({ appId: 'app', parent });
    const second = actions.create({ appId: 'app', parent });
    actions.destroy(first);
    expect(record(parent).children).toEqual([second]);
  });

  it('destroying the focused window focuses the next-highest visible window', () => {
    const { store, actions } = setup();
    actions.create({ appId: 'app' });
    const middle = actions.create({ appId: 'app' });
    const top = actions.create({ appId: 'app' });
    actions.destroy(top);
    expect(store.getState().focused).toBe(middle);
  });

  it('destroying a window that is not focused keeps the focus where it is', () => {
    const { store, actions } = setup();
    const parent = actions.create({ appId: 'app' });
    actions.create({ appId: 'app', parent, attributes: { modal: true } });
    const other = actions.create({ appId: 'app' });
    actions.destroy(parent);
    expect(store.getState().focused).toBe(other);
    expect(focusedWids(store)).toEqual([other]);
  });
});

describe('title and desktop', () => {
  it('setTitle changes the title', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', title: 'Old' });
    actions.setTitle(wid, 'New');
    expect(record(wid).title).toBe('New');
  });

  it('setBreadcrumb replaces the breadcrumb, and an equal one keeps the record', () => {
    const { actions, record } = setup();
    const wid = actions.create({ appId: 'app', title: 'Orders', breadcrumb: ['Open'] });
    expect(record(wid).breadcrumb).toEqual(['Open']);
    actions.setBreadcrumb(wid, ['Open', '1042']);
    const before = record(wid);
    expect(before.breadcrumb).toEqual(['Open', '1042']);
    actions.setBreadcrumb(wid, ['Open', '1042']);
    expect(record(wid)).toBe(before);
  });

  it('setDesktop re-clamps windows with clamp on, replacing only the records that move', () => {
    const { store, actions } = setup();
    const inside = actions.create({ appId: 'app', position: { left: 10, top: 40 }, dimension: { width: 200, height: 200 } });
    const outside = actions.create({ appId: 'app', position: { left: 700, top: 400 }, dimension: { width: 200, height: 200 } });
    const unclamped = actions.create({ appId: 'app', attributes: { clamp: false }, position: { left: 700, top: 400 } });
    const before = store.getState();
    actions.setDesktop({ left: 0, top: 30, width: 600, height: 400 }, false);
    const after = store.getState();
    expect(after.windows.get(inside)).toBe(before.windows.get(inside));
    expect(after.windows.get(unclamped)).toBe(before.windows.get(unclamped));
    expect(after.windows.get(outside)?.state.position).toEqual({ left: 400, top: 230 });
    expect(changedRecords(before, after)).toBe(1);
    expect(after.desktop).toEqual({ left: 0, top: 30, width: 600, height: 400 });
  });

  it('setDesktop sets mobile mode', () => {
    const { store, actions } = setup();
    actions.setDesktop(desktop, true);
    expect(store.getState().mobile).toBe(true);
  });

  it('setDesktop with the same desktop changes nothing', () => {
    const { store, actions } = setup();
    actions.create({ appId: 'app' });
    const before = store.getState();
    actions.setDesktop({ ...desktop }, false);
    expect(store.getState()).toBe(before);
  });
});

describe('unknown wids', () => {
  it('every action on an unknown wid is a no-op that does not throw', () => {
    const { store, actions } = setup();
    actions.create({ appId: 'app' });
    const before = store.getState();
    expect(actions.focus(99)).toBe(false);
    expect(actions.minimize(99)).toBe(false);
    expect(actions.maximize(99)).toBe(false);
    expect(actions.move(99, { left: 0, top: 0 })).toBe(false);
    expect(actions.resize(99, { left: 0, top: 0, width: 200, height: 200 })).toBe(false);
    actions.destroy(99);
    actions.blur(99);
    actions.raise(99);
    actions.restore(99);
    actions.toggleMaximize(99);
    actions.setMoving(99, true);
    actions.setResizing(99, true);
    actions.setLoading(99, true);
    actions.setTitle(99, 'x');
    vi.advanceTimersByTime(1000);
    expect(store.getState()).toBe(before);
  });
});

describe('10,000 windows', () => {
  const COUNT = 10_000;

  it('raising one window leaves the other records referentially identical', () => {
    const { store, actions } = setup();
    for (let i = 0; i < COUNT; i += 1) actions.create({ appId: 'app' });
    const before = store.getState();
    const target = 5000;
    const previous = before.focused ?? -1;
    actions.raise(target);
    const after = store.getState();
    for (let wid = 1; wid <= COUNT; wid += 1) {
      if (wid !== target && wid !== previous) expect(after.windows.get(wid)).toBe(before.windows.get(wid));
    }
    expect(changedRecords(before, after)).toBe(2);
  });

  it('create then focus of 10,000 windows replaces two records and notifies once per action', () => {
    const { store, actions } = setup();
    actions.create({ appId: 'app' });
    // A counter, not vi.fn: vi.fn would keep all 20,000 states (and their records maps) alive.
    let notifications = 0;
    store.subscribe(() => (notifications += 1));
    for (let i = 1; i <= COUNT; i += 1) {
      // A full comparison on every step would itself be O(n²); sample every 1,000th.
      const sampled = i % 1000 === 0;
      const before = store.getState();
      const wid = actions.create({ appId: 'app' });
      if (sampled) expect(changedRecords(before, store.getState())).toBe(2);
      const created = store.getState();
      actions.focus(wid - 1);
      if (sampled) expect(changedRecords(created, store.getState())).toBe(2);
    }
    expect(notifications).toBe(2 * COUNT);
    expect(focusedWids(store)).toEqual([COUNT]);
  });
});

describe('batch', () => {
  it('lands every action of the batch in one state change', () => {
    const store = createWindowsStore();
    let notifications = 0;
    store.subscribe(() => notifications++);
    const wids = store.getState().batch(() => [1, 2, 3].map(() => store.getState().create({ appId: 'app' })));
    expect(notifications).toBe(1);
    expect(store.getState().windows.wids()).toHaveLength(3);
    expect(store.getState().focused).toBe(wids[2]);
    expect(store.getState().windows.get(wids[2] ?? 0)?.state.focused).toBe(true);
  });

  it('keeps what ran before a failure, and joins nested batches', () => {
    const store = createWindowsStore();
    expect(() =>
      store.getState().batch(() => {
        store.getState().batch(() => store.getState().create({ appId: 'app', id: 'main' }));
        store.getState().create({ appId: 'app', id: 'main' });
      }),
    ).toThrow(/ERR_WINDOW_ID_EXISTS|main/);
    expect(store.getState().windows.values().map((record) => record.id)).toEqual(['main']);
  });

  it('refuses setDesktop inside a batch', () => {
    const store = createWindowsStore();
    expect(() => store.getState().batch(() => store.getState().setDesktop({ left: 0, top: 0, width: 10, height: 10 }, false))).toThrow(
      'setDesktop cannot run inside a window batch',
    );
  });
});

describe('onDestroyed', () => {
  function watched() {
    const told: number[][] = [];
    const { store, actions } = setup({ onDestroyed: (wids) => void told.push([...wids].sort((a, b) => a - b)) });
    return { store, actions, told };
  }

  it('tells which windows a destroy removed, its children and theirs included, once', () => {
    const { actions, told } = watched();
    const parent = actions.create({ appId: 'app' });
    const child = actions.create({ appId: 'app', parent });
    const grandchild = actions.create({ appId: 'app', parent: child });
    const other = actions.create({ appId: 'app' });
    actions.destroy(parent);
    expect(told).toEqual([[parent, child, grandchild]]);
    actions.destroy(other);
    expect(told).toEqual([[parent, child, grandchild], [other]]);
  });

  it('tells after the change is in the state', () => {
    const seen: boolean[] = [];
    const store = createWindowsStore({ desktop, onDestroyed: (wids) => seen.push(...wids.map((wid) => wid in store.getState().windows)) });
    const wid = store.getState().create({ appId: 'app' });
    store.getState().destroy(wid);
    expect(seen).toEqual([false]);
  });

  it('tells once for a whole batch, when it is committed', () => {
    const { actions, told } = watched();
    const [one, two, three] = [1, 2, 3].map(() => actions.create({ appId: 'app' }));
    const child = actions.create({ appId: 'app', parent: two });
    actions.batch(() => {
      actions.destroy(one ?? 0);
      actions.destroy(two ?? 0);
      expect(told).toEqual([]);
    });
    expect(told).toEqual([[one, two, child].sort((a, b) => (a ?? 0) - (b ?? 0))]);
    expect(three).toBeDefined();
  });

  it('tells of what a failing batch destroyed before it failed', () => {
    const { actions, told } = watched();
    const wid = actions.create({ appId: 'app', id: 'main' });
    expect(() =>
      actions.batch(() => {
        actions.destroy(wid);
        actions.create({ appId: 'app', id: 'taken' });
        actions.create({ appId: 'app', id: 'taken' });
      }),
    ).toThrow();
    expect(told).toEqual([[wid]]);
  });

  it('says nothing for changes that destroy no window, or a wid it does not know', () => {
    const { actions, told } = watched();
    const wid = actions.create({ appId: 'app' });
    actions.move(wid, { left: 100, top: 100 });
    actions.minimize(wid);
    actions.destroy(999);
    expect(told).toEqual([]);
  });

  it('lets the listener change the windows again', () => {
    const store = createWindowsStore({
      desktop,
      onDestroyed: (wids) => {
        if (wids.includes(1)) store.getState().destroy(2);
      },
    });
    store.getState().create({ appId: 'app' });
    store.getState().create({ appId: 'app' });
    store.getState().destroy(1);
    expect(store.getState().windows.size).toBe(0);
  });
});
