import { describe, expect, it } from 'vitest';
import { createWindowHost, createWindowsStore } from '../../../engine/windows';

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

describe('windows that need the connection', () => {
  it('are known by wid until forgotten', () => {
    const host = createWindowHost(createWindowsStore());
    const masked = host.open({ appId: 'Sandbox#1', content: null, needsConnection: true });
    const plain = host.open({ appId: 'Notes#2', content: null });
    expect([host.needsConnection(masked), host.needsConnection(plain)]).toEqual([true, false]);
    host.forget(masked);
    expect(host.needsConnection(masked)).toBe(false);
  });
});
