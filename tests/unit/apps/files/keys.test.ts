import { describe, expect, it } from 'vitest';
import { commandOf } from '../../../../apps/files/keys';
import type { KeyPress } from '../../../../sdk';

const key = (name: string, more: Partial<KeyPress> = {}): KeyPress => ({ key: name, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...more });

describe('the Files commands’ keys', () => {
  it('names the commands', () => {
    expect(commandOf(key('Delete'))).toBe('trash');
    expect(commandOf(key('Delete', { shiftKey: true }))).toBe('delete');
    expect(commandOf(key('F2'))).toBe('rename');
    expect(commandOf(key('F5'))).toBe('reload');
    expect(commandOf(key('Backspace'))).toBe('up');
    expect(commandOf(key('Escape'))).toBe('clear');
    expect(commandOf(key('F10', { shiftKey: true }))).toBe('menu');
    expect(commandOf(key('ContextMenu'))).toBe('menu');
    expect(commandOf(key('C', { ctrlKey: true, shiftKey: false }))).toBe('copy');
    expect(commandOf(key('x', { metaKey: true }))).toBe('cut');
    expect(commandOf(key('v', { ctrlKey: true }))).toBe('paste');
    expect(commandOf(key('l', { ctrlKey: true }))).toBe('location');
    expect(commandOf(key('N', { ctrlKey: true, shiftKey: true }))).toBe('newFolder');
    expect(commandOf(key('F10'))).toBeNull();
  });

  it('leaves moving, typing ahead and Enter to the list, and Alt with anything to the desktop', () => {
    expect(commandOf(key('ArrowDown'))).toBeNull();
    expect(commandOf(key('r'))).toBeNull();
    expect(commandOf(key('Enter'))).toBeNull();
    expect(commandOf(key('a', { ctrlKey: true }))).toBeNull();
    expect(commandOf(key('Delete', { altKey: true }))).toBeNull();
  });
});
