import { describe, expect, it } from 'vitest';
import { createStackTracker, createSceneStore } from '../../../engine/scene';
import { createWindowsStore } from '../../../engine/windows';

function desktopWith(count: number) {
  const store = createWindowsStore({ desktop: { left: 0, top: 40, width: 1280, height: 760 } });
  const wids = Array.from({ length: count }, () => store.getState().create({ appId: 'Sandbox' }));
  return { store, wids };
}

describe('stack tracker', () => {
  it('splits the front-most visible window from the others, which come bottom to top', () => {
    const { store, wids } = desktopWith(3);
    const split = createStackTracker()(store.getState().windows);
    expect(split.top?.wid).toBe(wids[2]);
    expect(split.below.map((record) => record.wid)).toEqual([wids[0], wids[1]]);
  });

  it('hands back the same `below` array while only the top window moves, so the static canvas does not redraw', () => {
    const { store, wids } = desktopWith(3);
    const track = createStackTracker();
    const before = track(store.getState().windows);
    store.getState().move(wids[2] ?? 0, { left: 300, top: 300 });
    const after = track(store.getState().windows);
    expect(after.below).toBe(before.below);
    expect(after.top).not.toBe(before.top);
    expect(track(store.getState().windows)).toBe(after);
  });

  it('rebuilds `below` when the focus changes or a lower window changes', () => {
    const { store, wids } = desktopWith(3);
    const track = createStackTracker();
    const first = track(store.getState().windows);
    store.getState().focus(wids[0] ?? 0);
    const raised = track(store.getState().windows);
    expect(raised.top?.wid).toBe(wids[0]);
    expect(raised.below.map((record) => record.wid)).toEqual([wids[1], wids[2]]);
    store.getState().setTitle(wids[1] ?? 0, 'renamed');
    expect(track(store.getState().windows).below).not.toBe(raised.below);
    expect(first.below).not.toBe(raised.below);
  });

  it('keeps the list of every wid while no window comes or goes, and answers the same map from memory', () => {
    const { store, wids } = desktopWith(3);
    const track = createStackTracker();
    const first = track(store.getState().windows);
    expect(first.all).toEqual(wids);
    expect(track(store.getState().windows)).toBe(first);
    store.getState().focus(wids[0] ?? 0);
    expect(track(store.getState().windows).all).toBe(first.all);
    store.getState().destroy(wids[1] ?? 0);
    expect(track(store.getState().windows).all).toEqual([wids[0], wids[2]]);
  });

  it('leaves minimized windows out', () => {
    const { store, wids } = desktopWith(3);
    store.getState().minimize(wids[2] ?? 0);
    const split = createStackTracker()(store.getState().windows);
    expect(split.top?.wid).toBe(wids[1]);
    expect(split.below.map((record) => record.wid)).toEqual([wids[0]]);
  });
});

describe('scene store', () => {
  it('tracks the hovered and pressed control, and forgets it when the pointer leaves', () => {
    const scene = createSceneStore();
    scene.getState().hover(1, 'close');
    scene.getState().press(1, 'close', true);
    expect(scene.getState().hovered).toEqual({ wid: 1, control: 'close', pressed: true });
    scene.getState().hover(2, null);
    expect(scene.getState().hovered).not.toBeNull();
    scene.getState().hover(1, null);
    expect(scene.getState().hovered).toBeNull();
  });
});
