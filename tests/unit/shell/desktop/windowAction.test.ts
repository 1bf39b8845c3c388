import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createWindowAction } from '../../../../engine/shell/desktop/windowAction';
import type { WidgetsState } from '../../../../engine/widgets';
import { createWindowsStore } from '../../../../engine/windows';

describe('window action in progress', () => {
  it('is on while a window is moved or resized or a widget is active, and says so once per change', () => {
    const windows = createWindowsStore();
    const widgets = createStore<WidgetsState>(() => ({ instances: [], active: null }));
    const action = createWindowAction(windows, widgets);
    const heard: boolean[] = [];
    action.subscribe((value) => heard.push(value));
    const wid = windows.getState().create({ appId: 'a', title: 'One' });
    expect(action.get()).toBe(false);
    windows.getState().setMoving(wid, true);
    windows.getState().move(wid, { left: 40, top: 50 });
    windows.getState().setMoving(wid, false);
    windows.getState().setResizing(wid, true);
    widgets.setState({ active: 3 });
    windows.getState().setResizing(wid, false);
    expect(action.get()).toBe(true);
    widgets.setState({ active: null });
    expect(action.get()).toBe(false);
    expect(heard).toEqual([true, false, true, false]);
    action.dispose();
    widgets.setState({ active: 4 });
    expect(heard).toEqual([true, false, true, false]);
  });
});
