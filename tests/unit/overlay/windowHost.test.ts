import { describe, expect, it } from 'vitest';
import { createWindowHost } from '../../../engine/overlay';
import { createWindowsStore } from '../../../engine/windows';

describe('window host', () => {
  it('opens a window in the store and keeps its content until the window is forgotten', () => {
    const store = createWindowsStore();
    const host = createWindowHost(store);
    const wid = host.open({ appId: 'Notes#1', title: 'Note', content: 'note body' });
    expect(store.getState().windows.get(wid)?.title).toBe('Note');
    expect(host.content(wid)).toBe('note body');
    host.close(wid);
    expect(store.getState().windows.get(wid)).toBeUndefined();
    host.forget(wid);
    expect(host.content(wid)).toBeNull();
  });

  it("asks a window's onWillClose when the user closes it: false keeps it open; the store still destroys it when told", () => {
    const store = createWindowsStore();
    const host = createWindowHost(store);
    let allow = false;
    const wid = host.open({ appId: 'Notes#1', title: 'Note', content: null, onWillClose: () => allow });
    host.close(wid);
    expect(store.getState().windows.get(wid)).toBeDefined();
    allow = true;
    host.close(wid);
    expect(store.getState().windows.get(wid)).toBeUndefined();
    const forced = host.open({ appId: 'Notes#1', title: 'Note', content: null, onWillClose: () => false });
    store.getState().destroy(forced);
    expect(store.getState().windows.get(forced)).toBeUndefined();
  });
});
