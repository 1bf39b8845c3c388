import { describe, expect, it } from 'vitest';
import { handleWindowKeys, KEYBOARD_STEP } from '../../../engine/overlay';
import { createWindowsStore } from '../../../engine/windows';

const key = (key: string, mods: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean }> = {}) => ({
  key,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

function setup() {
  const store = createWindowsStore({ desktop: { left: 0, top: 40, width: 1280, height: 760 } });
  const wid = store.getState().create({ appId: 'A', position: { left: 100, top: 100 }, dimension: { width: 300, height: 200 } });
  const record = () => {
    const value = store.getState().windows.get(wid);
    if (!value) throw new Error('no window');
    return value;
  };
  return { store, record };
}

describe('window keys', () => {
  it('Alt+arrow moves the window by one step', () => {
    const { store, record } = setup();
    expect(handleWindowKeys(key('ArrowRight', { altKey: true }), record(), store.getState(), false)).toBe(true);
    expect(handleWindowKeys(key('ArrowDown', { altKey: true }), record(), store.getState(), false)).toBe(true);
    expect(record().state.position).toEqual({ left: 100 + KEYBOARD_STEP, top: 100 + KEYBOARD_STEP });
  });

  it('Alt+Shift+arrow resizes it, keeping the top-left corner', () => {
    const { store, record } = setup();
    handleWindowKeys(key('ArrowRight', { altKey: true, shiftKey: true }), record(), store.getState(), false);
    handleWindowKeys(key('ArrowUp', { altKey: true, shiftKey: true }), record(), store.getState(), false);
    expect(record().state.dimension).toEqual({ width: 300 + KEYBOARD_STEP, height: 200 - KEYBOARD_STEP });
    expect(record().state.position).toEqual({ left: 100, top: 100 });
  });

  it('plain arrows move only on the move handle, and other keys are left alone', () => {
    const { store, record } = setup();
    expect(handleWindowKeys(key('ArrowLeft'), record(), store.getState(), false)).toBe(false);
    expect(handleWindowKeys(key('ArrowLeft'), record(), store.getState(), true)).toBe(true);
    expect(record().state.position.left).toBe(100 - KEYBOARD_STEP);
    expect(handleWindowKeys(key('a', { altKey: true }), record(), store.getState(), true)).toBe(false);
    expect(handleWindowKeys(key('ArrowLeft', { altKey: true, ctrlKey: true }), record(), store.getState(), true)).toBe(false);
  });
});
