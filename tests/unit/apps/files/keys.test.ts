import { describe, expect, it } from 'vitest';
import { shortcutOf, type KeyPress } from '../../../../apps/files/keys';

const key = (name: string, more: Partial<KeyPress> = {}): KeyPress => ({ key: name, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...more });
const list = { columns: 1, page: 10, rtl: false };
const icons = { columns: 5, page: 3, rtl: false };

describe('the list’s keys', () => {
  it('arrows step by a row: one in the list, a row of tiles in the icon view; left and right only there', () => {
    expect(shortcutOf(key('ArrowDown'), list)).toEqual({ kind: 'step', step: 1, modifiers: { toggle: false, range: false } });
    expect(shortcutOf(key('ArrowUp'), icons)).toMatchObject({ step: -5 });
    expect(shortcutOf(key('ArrowRight'), list)).toBeNull();
    expect(shortcutOf(key('ArrowRight'), icons)).toMatchObject({ step: 1 });
  });

  it('left and right swap in a right-to-left page', () => {
    expect(shortcutOf(key('ArrowRight'), { ...icons, rtl: true })).toMatchObject({ step: -1 });
    expect(shortcutOf(key('ArrowLeft'), { ...icons, rtl: true })).toMatchObject({ step: 1 });
  });

  it('Shift extends and Ctrl or Cmd moves the focus alone; Page keys step by a page', () => {
    expect(shortcutOf(key('End', { shiftKey: true }), list)).toEqual({ kind: 'step', step: 'last', modifiers: { toggle: false, range: true } });
    expect(shortcutOf(key('Home', { metaKey: true }), list)).toMatchObject({ step: 'first', modifiers: { toggle: true } });
    expect(shortcutOf(key('PageDown'), icons)).toMatchObject({ step: 15 });
  });

  it('Alt with anything is the desktop’s (Alt+arrows move the window)', () => {
    expect(shortcutOf(key('ArrowDown', { altKey: true }), list)).toBeNull();
    expect(shortcutOf(key('Delete', { altKey: true }), list)).toBeNull();
  });

  it('names the commands', () => {
    const kind = (press: KeyPress) => shortcutOf(press, list)?.kind;
    expect(kind(key('Delete'))).toBe('trash');
    expect(kind(key('Delete', { shiftKey: true }))).toBe('delete');
    expect(kind(key('F2'))).toBe('rename');
    expect(kind(key('Enter'))).toBe('open');
    expect(kind(key('Backspace'))).toBe('up');
    expect(kind(key('F10', { shiftKey: true }))).toBe('menu');
    expect(kind(key('ContextMenu'))).toBe('menu');
    expect(kind(key('C', { ctrlKey: true, shiftKey: false }))).toBe('copy');
    expect(kind(key('x', { metaKey: true }))).toBe('cut');
    expect(kind(key('v', { ctrlKey: true }))).toBe('paste');
    expect(kind(key('a', { ctrlKey: true }))).toBe('selectAll');
    expect(kind(key('N', { ctrlKey: true, shiftKey: true }))).toBe('newFolder');
    expect(kind(key(' ', { ctrlKey: true }))).toBe('toggle');
    expect(kind(key('F10'))).toBeUndefined();
  });

  it('a printable character types ahead; named keys and Space do not', () => {
    expect(shortcutOf(key('r'), list)).toEqual({ kind: 'type', text: 'r' });
    expect(shortcutOf(key('é'), list)).toEqual({ kind: 'type', text: 'é' });
    expect(shortcutOf(key(' '), list)).toBeNull();
    expect(shortcutOf(key('Shift'), list)).toBeNull();
  });
});
