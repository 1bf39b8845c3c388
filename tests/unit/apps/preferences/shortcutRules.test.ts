import { describe, expect, it } from 'vitest';
import { chordRefusal, recordedChord, unusableKey, withChord, withoutChord, type KeyPress } from '../../../../apps/preferences/shortcutRules';
import type { ShortcutRow } from '../../../../sdk';

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...modifiers,
});

const row = (id: string, chord: string, changeable = true): ShortcutRow => ({ id, description: `does ${id}`, chord, keys: chord.split('+'), changeable });

/** The sheet's rows: the desktop's bindings, a plugin's, and the fixed keys as the sheet writes them. */
const ROWS = [
  row('atrium.shortcuts.toggle', 'Ctrl+/'),
  row('atrium.appmenu.toggle', 'Alt+A'),
  row('atrium.search.toggle', 'F3'),
  row('atrium.snap.left', 'ctrl+alt+ArrowLeft'),
  row('fixed.menu', 'Shift+F10', false),
  row('fixed.move', 'Alt+Arrows', false),
  row('fixed.resize', 'Alt+Shift+Arrows', false),
];

describe('recordedChord', () => {
  it('spells modifiers in the desktop order, letters and digits by their position, named keys by name', () => {
    expect(recordedChord(press('m', 'KeyM', { ctrlKey: true, shiftKey: true, altKey: true }))).toBe('Ctrl+Alt+Shift+M');
    // AZERTY: the key at Q's place types 'a'; a Mac's Alt+A types 'å': both are matched by position.
    expect(recordedChord(press('a', 'KeyQ', { altKey: true }))).toBe('Alt+Q');
    expect(recordedChord(press('å', 'KeyA', { altKey: true }))).toBe('Alt+A');
    expect(recordedChord(press('&', 'Digit1', { ctrlKey: true, metaKey: true }))).toBe('Ctrl+Meta+1');
    expect(recordedChord(press('ArrowLeft', 'ArrowLeft', { ctrlKey: true, altKey: true }))).toBe('Ctrl+Alt+ArrowLeft');
    expect(recordedChord(press('F7', 'F7'))).toBe('F7');
  });

  it('writes a symbol as typed and without Shift, which the layout decides', () => {
    // German: Ctrl+Shift+7 types '/'.
    expect(recordedChord(press('/', 'Digit7', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Shift+7');
    expect(recordedChord(press('/', 'Slash', { ctrlKey: true }))).toBe('Ctrl+/');
    expect(recordedChord(press('?', 'Slash', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+?');
  });

  it('writes Space by its place and with its Shift, and + as Plus without the Shift the layout needs', () => {
    expect(recordedChord(press(' ', 'Space', { ctrlKey: true }))).toBe('Ctrl+Space');
    expect(recordedChord(press(' ', 'Space', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Shift+Space');
    // A Mac's Alt+Space types a no-break space.
    expect(recordedChord(press('\u00a0', 'Space', { altKey: true }))).toBe('Alt+Space');
    // US: '+' is Shift+=; German: a key of its own; the keypad's.
    expect(recordedChord(press('+', 'Equal', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Plus');
    expect(recordedChord(press('+', 'BracketRight', { ctrlKey: true }))).toBe('Ctrl+Plus');
    expect(recordedChord(press('+', 'NumpadAdd', { ctrlKey: true, altKey: true }))).toBe('Ctrl+Alt+Plus');
  });

  it('waits while only modifiers are down, and records nothing for a key that cannot make a shortcut', () => {
    for (const key of ['Control', 'Alt', 'Shift', 'Meta', 'AltGraph']) expect(recordedChord(press(key, `${key}Left`, { ctrlKey: true }))).toBeNull();
    expect(recordedChord(press('Dead', 'BracketLeft', { altKey: true }))).toBeNull();
    expect(recordedChord(press('Process', 'KeyA', { ctrlKey: true }))).toBeNull();
  });
});

describe('unusableKey', () => {
  it('tells why a dead key, an input method’s key or an unidentified key cannot make a shortcut', () => {
    // German: ^ and ´ are dead keys; with Ctrl as well.
    expect(unusableKey(press('Dead', 'Backquote'))).toBe('dead');
    expect(unusableKey(press('Dead', 'Equal', { ctrlKey: true }))).toBe('dead');
    expect(unusableKey(press('Process', 'KeyA', { ctrlKey: true }))).toBe('composing');
    expect(unusableKey({ ...press('a', 'KeyA', { ctrlKey: true }), isComposing: true })).toBe('composing');
    expect(unusableKey(press('Unidentified', ''))).toBe('unidentified');
  });

  it('has nothing against other keys, nor against modifiers held on their own', () => {
    for (const [key, code] of [['a', 'KeyA'], [' ', 'Space'], ['+', 'Equal'], ['F3', 'F3'], ['Control', 'ControlLeft'], ['Shift', 'ShiftLeft']] as const) {
      expect(unusableKey(press(key, code, { ctrlKey: true }))).toBeNull();
    }
  });
});

describe('chordRefusal', () => {
  it('accepts a free chord, the binding’s own, and a function key alone', () => {
    expect(chordRefusal('Ctrl+Alt+K', 'atrium.shortcuts.toggle', ROWS)).toBeNull();
    expect(chordRefusal('Alt+A', 'atrium.appmenu.toggle', ROWS)).toBeNull();
    expect(chordRefusal('F8', 'atrium.appmenu.toggle', ROWS)).toBeNull();
    // The move keys are Alt+arrows; with Ctrl as well they are free (snap takes them here).
    expect(chordRefusal('Ctrl+Alt+ArrowRight', 'atrium.appmenu.toggle', ROWS)).toBeNull();
  });

  it('refuses another binding’s chord in effect, naming that binding, whatever its spelling', () => {
    expect(chordRefusal('Ctrl+Alt+ArrowLeft', 'atrium.shortcuts.toggle', ROWS)).toEqual({ reason: 'taken', by: ROWS[3] });
    expect(chordRefusal('F3', 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'taken', by: ROWS[2] });
    // A symbol is matched whatever Shift: Ctrl+Shift+/ is Ctrl+/.
    expect(chordRefusal('Ctrl+Shift+/', 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'taken', by: ROWS[0] });
  });

  it('refuses the fixed keys of the windows and the context menu, and the focus keys', () => {
    expect(chordRefusal('Shift+F10', 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'fixed', by: ROWS[4] });
    for (const arrow of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      expect(chordRefusal(`Alt+${arrow}`, 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'fixed', by: ROWS[5] });
      expect(chordRefusal(`Alt+Shift+${arrow}`, 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'fixed', by: ROWS[6] });
    }
    expect(chordRefusal('Tab', 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'focus' });
    expect(chordRefusal('Shift+Tab', 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'focus' });
  });

  it('refuses a chord that would swallow typing: no Ctrl, Alt or Meta, and not a function key', () => {
    for (const chord of ['K', '7', 'Shift+K', 'Shift+7', '/', 'Enter', 'Backspace', 'ArrowLeft', 'Shift+ArrowLeft', 'Space', 'Shift+Space', 'Plus', 'Shift+Plus']) {
      expect(chordRefusal(chord, 'atrium.appmenu.toggle', ROWS)).toEqual({ reason: 'typing' });
    }
    for (const chord of ['Meta+K', 'Ctrl+7', 'Alt+Shift+K', 'Shift+F4', 'Ctrl+Space', 'Alt+Shift+Space', 'Ctrl+Plus']) {
      expect(chordRefusal(chord, 'atrium.appmenu.toggle', ROWS)).toBeNull();
    }
  });

  it('takes Plus with or without Shift for one chord', () => {
    const rows = [...ROWS, row('acme.zoom.in', 'Ctrl+Plus')];
    expect(chordRefusal('Ctrl+Shift+Plus', 'atrium.appmenu.toggle', rows)).toEqual({ reason: 'taken', by: rows[7] });
    expect(chordRefusal('Ctrl+Shift+Space', 'atrium.appmenu.toggle', [...ROWS, row('acme.palette', 'Ctrl+Space')])).toBeNull();
  });
});

describe('the user’s chords', () => {
  it('set one binding’s chord and keep the others', () => {
    expect(withChord({ 'acme.other': 'Ctrl+O' }, 'atrium.appmenu.toggle', 'Alt+M')).toEqual({ 'acme.other': 'Ctrl+O', 'atrium.appmenu.toggle': 'Alt+M' });
  });

  it('reset removes the binding’s chord, keeping the others', () => {
    expect(withoutChord({ 'acme.other': 'Ctrl+O', 'atrium.appmenu.toggle': 'Alt+M' }, 'atrium.appmenu.toggle')).toEqual({ 'acme.other': 'Ctrl+O' });
  });
});
