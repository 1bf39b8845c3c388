import { describe, expect, it } from 'vitest';
import { createWindowsStore, displayRect, type WindowRecord, type WindowsStore } from '../../../engine/windows';

const desktop = { left: 0, top: 30, width: 1000, height: 700 };

function recordOf(store: WindowsStore, wid: number): WindowRecord {
  const record = store.getState().windows.get(wid);
  if (!record) throw new Error(`no window ${wid}`);
  return record;
}

function windowRecord() {
  const store = createWindowsStore({ desktop });
  const wid = store.getState().create({ appId: 'app', position: { left: 50, top: 60 }, dimension: { width: 300, height: 200 } });
  return { store, wid };
}

describe('displayRect', () => {
  it('is the window position and dimension normally', () => {
    const { store, wid } = windowRecord();
    expect(displayRect(recordOf(store, wid), desktop, false)).toEqual({ left: 50, top: 60, width: 300, height: 200 });
  });

  it('is the desktop when the window is maximized', () => {
    const { store, wid } = windowRecord();
    store.getState().maximize(wid);
    expect(displayRect(recordOf(store, wid), desktop, false)).toEqual(desktop);
  });

  it('is the desktop in mobile mode', () => {
    const { store, wid } = windowRecord();
    expect(displayRect(recordOf(store, wid), desktop, true)).toEqual(desktop);
  });
});
