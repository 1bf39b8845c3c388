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
});
