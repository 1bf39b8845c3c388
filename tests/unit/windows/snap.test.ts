import { describe, expect, it } from 'vitest';
import { createWindowsStore, nextSnap, SNAP_CORNER_PX, SNAP_EDGE_PX, snapRect, snapTargetAt, tileRects, unsnappedPosition, visibleWindows } from '../../../engine/windows';

const desktop = { left: 0, top: 30, width: 1001, height: 700 };
const right = desktop.left + desktop.width;
const bottom = desktop.top + desktop.height;

describe('snapTargetAt', () => {
  it('finds the halves at the side edges, maximize at the top edge, nothing in the middle', () => {
    expect(snapTargetAt({ left: 0, top: 400 }, desktop)).toBe('left');
    expect(snapTargetAt({ left: SNAP_EDGE_PX, top: 400 }, desktop)).toBe('left');
    expect(snapTargetAt({ left: SNAP_EDGE_PX + 1, top: 400 }, desktop)).toBeNull();
    expect(snapTargetAt({ left: right - 1, top: 400 }, desktop)).toBe('right');
    expect(snapTargetAt({ left: 500, top: desktop.top + 2 }, desktop)).toBe('maximize');
    // Past the edge (over the panel, off the page) counts as on it.
    expect(snapTargetAt({ left: 500, top: 0 }, desktop)).toBe('maximize');
    expect(snapTargetAt({ left: -30, top: 400 }, desktop)).toBe('left');
    expect(snapTargetAt({ left: 500, top: 400 }, desktop)).toBeNull();
    // The bottom edge alone is no zone: the panel's own edge is there.
    expect(snapTargetAt({ left: 500, top: bottom - 1 }, desktop)).toBeNull();
  });

  it('finds the quarters near the corners, from either edge', () => {
    expect(snapTargetAt({ left: 2, top: desktop.top + SNAP_CORNER_PX }, desktop)).toBe('top-left');
    expect(snapTargetAt({ left: SNAP_CORNER_PX, top: desktop.top }, desktop)).toBe('top-left');
    expect(snapTargetAt({ left: right - SNAP_CORNER_PX, top: desktop.top + 1 }, desktop)).toBe('top-right');
    expect(snapTargetAt({ left: 1, top: bottom - 10 }, desktop)).toBe('bottom-left');
    expect(snapTargetAt({ left: right - 10, top: bottom }, desktop)).toBe('bottom-right');
    expect(snapTargetAt({ left: 1, top: desktop.top + SNAP_CORNER_PX + 1 }, desktop)).toBe('left');
  });
});

describe('snapRect', () => {
  it('halves and quarters meet without gaps or overlaps, and maximize is the desktop', () => {
    expect(snapRect('left', desktop)).toEqual({ left: 0, top: 30, width: 500, height: 700 });
    expect(snapRect('right', desktop)).toEqual({ left: 500, top: 30, width: 501, height: 700 });
    expect(snapRect('bottom', desktop)).toEqual({ left: 0, top: 380, width: 1001, height: 350 });
    expect(snapRect('top-left', desktop)).toEqual({ left: 0, top: 30, width: 500, height: 350 });
    expect(snapRect('bottom-right', desktop)).toEqual({ left: 500, top: 380, width: 501, height: 350 });
    expect(snapRect('maximize', desktop)).toEqual(desktop);
  });
});

describe('nextSnap', () => {
  it('cycles each side through its half and quarters', () => {
    expect(nextSnap(null, false, 'left')).toBe('left');
    expect(nextSnap('left', false, 'left')).toBe('top-left');
    expect(nextSnap('top-left', false, 'left')).toBe('bottom-left');
    expect(nextSnap('bottom-left', false, 'left')).toBe('left');
    expect(nextSnap('left', false, 'right')).toBe('right');
    expect(nextSnap('right', false, 'right')).toBe('top-right');
    expect(nextSnap(null, false, 'down')).toBe('bottom');
    expect(nextSnap('bottom', false, 'down')).toBe('bottom-left');
  });

  it('maximizes on up, restores a maximized window on down, and snaps a maximized one to a fresh half', () => {
    expect(nextSnap('left', false, 'up')).toBe('maximize');
    expect(nextSnap(null, true, 'up')).toBeNull();
    expect(nextSnap('left', true, 'down')).toBe('restore');
    expect(nextSnap('left', true, 'left')).toBe('left');
  });
});

describe('unsnappedPosition', () => {
  it('keeps the grab point at the same fraction of the width and the header under the pointer', () => {
    const snapped = { left: 0, top: 30, width: 500, height: 700 };
    expect(unsnappedPosition(snapped, { width: 300, height: 200 }, { left: 250, top: 40 })).toEqual({ left: 100, top: 30 });
    expect(unsnappedPosition(snapped, { width: 300, height: 200 }, { left: 0, top: 40 })).toEqual({ left: 0, top: 30 });
  });
});

describe('tileRects', () => {
  it('fills a near-square grid whose last row shares its width', () => {
    const area = { left: 0, top: 30, width: 1000, height: 600 };
    expect(tileRects(0, area)).toEqual([]);
    expect(tileRects(1, area)).toEqual([area]);
    expect(tileRects(3, area)).toEqual([
      { left: 0, top: 30, width: 500, height: 300 },
      { left: 500, top: 30, width: 500, height: 300 },
      { left: 0, top: 330, width: 1000, height: 300 },
    ]);
    const seven = tileRects(7, area);
    expect(seven).toHaveLength(7);
    // 3 columns, 3 rows: the cells cover the desktop exactly once.
    expect(seven.reduce((sum, rect) => sum + rect.width * rect.height, 0)).toBe(area.width * area.height);
  });
});

describe('the store', () => {
  const setup = () => {
    const store = createWindowsStore({ desktop });
    return { store, actions: store.getState(), state: (wid: number) => store.getState().windows.get(wid)?.state };
  };

  it('snaps to a zone, remembers the rectangle before, and unsnaps back to its size', () => {
    const { actions, state } = setup();
    const wid = actions.create({ appId: 'a', position: { left: 200, top: 100 }, dimension: { width: 300, height: 200 } });
    expect(actions.snap(wid, 'left')).toBe(true);
    expect(state(wid)).toMatchObject({ position: { left: 0, top: 30 }, dimension: { width: 500, height: 700 } });
    expect(state(wid)?.snap).toEqual({ zone: 'left', restore: { left: 200, top: 100, width: 300, height: 200 } });
    // Snapping again to another zone keeps the first rectangle to restore.
    actions.snap(wid, 'top-right');
    expect(state(wid)?.snap).toEqual({ zone: 'top-right', restore: { left: 200, top: 100, width: 300, height: 200 } });
    actions.unsnap(wid, { left: 50, top: 60 });
    expect(state(wid)).toMatchObject({ position: { left: 50, top: 60 }, dimension: { width: 300, height: 200 }, snap: null });
  });

  it('refuses windows that may not move or resize; a snap clears maximized, a move clears snapped', () => {
    const { actions, state } = setup();
    const fixed = actions.create({ appId: 'a', attributes: { resizable: false } });
    expect(actions.snap(fixed, 'left')).toBe(false);
    expect(state(fixed)?.snap).toBeNull();
    const wid = actions.create({ appId: 'a' });
    actions.maximize(wid);
    actions.snap(wid, 'right');
    expect(state(wid)).toMatchObject({ maximized: false, snap: { zone: 'right' } });
    actions.move(wid, { left: 10, top: 40 });
    expect(state(wid)?.snap).toBeNull();
  });

  it('fits snapped windows to their zone when the desktop changes', () => {
    const { store, actions, state } = setup();
    const wid = actions.create({ appId: 'a' });
    actions.snap(wid, 'right');
    store.getState().setDesktop({ left: 0, top: 30, width: 800, height: 500 }, false);
    expect(state(wid)).toMatchObject({ position: { left: 400, top: 30 }, dimension: { width: 400, height: 500 } });
  });

  it('tiles the visible windows in a grid and leaves minimized ones and children alone', () => {
    const { store, actions, state } = setup();
    const a = actions.create({ appId: 'a' });
    const b = actions.create({ appId: 'a' });
    const hidden = actions.create({ appId: 'a' });
    const child = actions.create({ appId: 'a', parent: a });
    actions.minimize(hidden);
    actions.snap(b, 'left');
    const shown = visibleWindows(store.getState()).map((record) => record.wid);
    expect(shown).toEqual([a, b]);
    actions.tile(shown);
    expect(state(a)).toMatchObject({ position: { left: 0, top: 30 }, dimension: { width: 501, height: 700 } });
    expect(state(b)).toMatchObject({ position: { left: 501, top: 30 }, dimension: { width: 500, height: 700 }, snap: null });
    expect(state(child)?.position).not.toEqual(state(a)?.position);
  });
});
