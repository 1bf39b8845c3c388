import { describe, expect, it } from 'vitest';
import { createAppLauncher, type AppDefinition } from '../../../engine/apps';
import { createWindowHost } from '../../../engine/overlay';
import { createWindowsStore } from '../../../engine/windows';

const notes: AppDefinition = {
  name: 'Notes',
  title: 'Notes',
  icon: 'data:image/svg+xml,notes',
  createWindow: (index) => ({ title: `Note ${index}`, dimension: { width: 300, height: 200 }, content: `note ${index}` }),
};

function setup() {
  const store = createWindowsStore();
  const host = createWindowHost(store);
  return { store, host, launcher: createAppLauncher([notes], host.open) };
}

describe('app launcher', () => {
  it('opens a window per launch, numbered, with the app as owner and its content in the host', () => {
    const { store, host, launcher } = setup();
    const first = launcher.launch('Notes');
    const second = launcher.launch('Notes');
    expect(store.getState().windows[first]).toMatchObject({ appId: 'Notes', title: 'Note 1', icon: notes.icon });
    expect(store.getState().windows[second]?.title).toBe('Note 2');
    expect(store.getState().windows[first]?.state.dimension).toEqual({ width: 300, height: 200 });
    expect(host.content(second)).toBe('note 2');
  });

  it('lets the caller place the window', () => {
    const { store, launcher } = setup();
    const wid = launcher.launch('Notes', { position: { left: 200, top: 150 } });
    expect(store.getState().windows[wid]?.state.position).toEqual({ left: 200, top: 150 });
  });

  it('names the app it does not know', () => {
    expect(() => setup().launcher.launch('Paint')).toThrow("no application named 'Paint'");
  });
});

describe('window host', () => {
  it('closes a window in the store and forgets its content when asked', () => {
    const { store, host, launcher } = setup();
    const wid = launcher.launch('Notes');
    host.close(wid);
    expect(store.getState().windows[wid]).toBeUndefined();
    host.forget(wid);
    expect(host.content(wid)).toBeNull();
  });
});
