import { describe, expect, it } from 'vitest';
import { createKeybindings } from '../../../../engine/extensions';
import { registerSnapKeys, SNAP_KEYBINDINGS } from '../../../../engine/shell/desktop/snapKeys';
import { createWindowsStore } from '../../../../engine/windows';
import { createTestI18n } from '../../i18n/builtinStrings';

const desktop = { left: 0, top: 40, width: 1280, height: 760 };

function setup() {
  const target = new EventTarget();
  const keybindings = createKeybindings(target as unknown as Window);
  const windows = createWindowsStore({ desktop });
  registerSnapKeys(keybindings, windows, createTestI18n());
  const press = (key: string, modifiers: { ctrlKey?: boolean; altKey?: boolean; shiftKey?: boolean } = { ctrlKey: true, altKey: true }) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, ...modifiers }));
  const zone = (wid: number) => windows.getState().windows.get(wid)?.state.snap?.zone ?? null;
  return { keybindings, windows, press, zone };
}

describe('snap chords', () => {
  it('snap and cycle the focused window, and are listed in the windows group with a description', () => {
    const { keybindings, windows, press, zone } = setup();
    const wid = windows.getState().create({ appId: 'a' });
    press('ArrowLeft');
    expect(zone(wid)).toBe('left');
    press('ArrowLeft');
    expect(zone(wid)).toBe('top-left');
    press('ArrowUp');
    expect(windows.getState().windows.get(wid)?.state.maximized).toBe(true);
    press('ArrowDown');
    expect(windows.getState().windows.get(wid)?.state).toMatchObject({ maximized: false, snap: { zone: 'top-left' } });
    const listed = keybindings.list.get().filter((entry) => entry.id.startsWith('atrium.windows.snap'));
    expect(listed.map((entry) => [entry.id, entry.key, entry.group])).toEqual(
      Object.values(SNAP_KEYBINDINGS).map(({ id, key }) => [id, key, 'windows']),
    );
    expect(listed.every((entry) => typeof entry.description === 'object' && entry.description?.get() !== '')).toBe(true);
  });

  it('follow the user’s chords from desktop.keybindings, and do nothing without a focused window', () => {
    const { keybindings, windows, press, zone } = setup();
    const wid = windows.getState().create({ appId: 'a' });
    keybindings.setOverrides({ 'atrium.windows.snapRight': 'Alt+Shift+R' });
    press('ArrowRight');
    expect(zone(wid)).toBeNull();
    press('R', { altKey: true, shiftKey: true });
    expect(zone(wid)).toBe('right');
    windows.getState().blur(wid);
    press('ArrowLeft');
    expect(zone(wid)).toBe('right');
  });
});
