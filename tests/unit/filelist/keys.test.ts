import { describe, expect, it } from 'vitest';
import { listKeyOf, type KeyPress } from '../../../engine/filelist';

const key = (name: string, more: Partial<KeyPress> = {}): KeyPress => ({ key: name, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...more });
const list = { columns: 1, page: 10, rtl: false };
const icons = { columns: 5, page: 3, rtl: false };

describe('the file list’s keys', () => {
  it('arrows step by a line: one entry in a list, a line of tiles in the icon view; left and right only there', () => {
    expect(listKeyOf(key('ArrowDown'), list, true)).toEqual({ kind: 'step', step: 1, modifiers: { toggle: false, range: false } });
    expect(listKeyOf(key('ArrowUp'), icons, true)).toMatchObject({ step: -5 });
    expect(listKeyOf(key('ArrowRight'), list, true)).toBeNull();
    expect(listKeyOf(key('ArrowRight'), icons, true)).toMatchObject({ step: 1 });
  });

  it('left and right swap in a right-to-left page', () => {
    expect(listKeyOf(key('ArrowRight'), { ...icons, rtl: true }, true)).toMatchObject({ step: -1 });
    expect(listKeyOf(key('ArrowLeft'), { ...icons, rtl: true }, true)).toMatchObject({ step: 1 });
  });

  it('Shift extends and Ctrl or Cmd moves the focus alone; Page keys step by a page', () => {
    expect(listKeyOf(key('End', { shiftKey: true }), list, true)).toEqual({ kind: 'step', step: 'last', modifiers: { toggle: false, range: true } });
    expect(listKeyOf(key('Home', { metaKey: true }), list, true)).toMatchObject({ step: 'first', modifiers: { toggle: true } });
    expect(listKeyOf(key('PageDown'), icons, true)).toMatchObject({ step: 15 });
  });

  it('Alt with anything is the desktop’s (Alt+arrows move the window)', () => {
    expect(listKeyOf(key('ArrowDown', { altKey: true }), list, true)).toBeNull();
    expect(listKeyOf(key('Enter', { altKey: true }), list, false)).toBeNull();
  });

  it('Enter opens; Ctrl+Space and Ctrl+A choose where several may be chosen', () => {
    expect(listKeyOf(key('Enter'), list, true)).toEqual({ kind: 'open' });
    expect(listKeyOf(key(' ', { ctrlKey: true }), list, true)).toEqual({ kind: 'toggle' });
    expect(listKeyOf(key('a', { ctrlKey: true }), list, true)).toEqual({ kind: 'selectAll' });
    expect(listKeyOf(key('c', { ctrlKey: true }), list, true)).toBeNull();
  });

  it('where one entry is chosen, Shift does not extend and Ctrl with a key is left to the owner', () => {
    expect(listKeyOf(key('ArrowDown', { shiftKey: true }), list, false)).toEqual({ kind: 'step', step: 1, modifiers: { toggle: false, range: false } });
    expect(listKeyOf(key('Home', { ctrlKey: true }), list, false)).toBeNull();
    expect(listKeyOf(key('a', { ctrlKey: true }), list, false)).toBeNull();
    expect(listKeyOf(key(' ', { ctrlKey: true }), list, false)).toBeNull();
  });

  it('a printable character types ahead; named keys and Space do not', () => {
    expect(listKeyOf(key('r'), list, true)).toEqual({ kind: 'type', text: 'r' });
    expect(listKeyOf(key('é'), list, false)).toEqual({ kind: 'type', text: 'é' });
    expect(listKeyOf(key(' '), list, true)).toBeNull();
    expect(listKeyOf(key('Shift'), list, true)).toBeNull();
  });
});
