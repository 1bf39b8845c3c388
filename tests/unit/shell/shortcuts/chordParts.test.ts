import { describe, expect, it } from 'vitest';
import { chordParts, keyboardPlatform, readLayoutMap } from '../../../../engine/shell/shortcuts';

const ENGLISH = { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Super', space: 'Space' };
const GERMAN = { ctrl: 'Strg', alt: 'Alt', shift: 'Umschalt', meta: 'Win', space: 'Leertaste' };
/** AZERTY: where QWERTY has A, Q and 1 the keys print A→Q, Q→A and & (the digit needs Shift). */
const AZERTY = new Map([
  ['KeyA', 'q'],
  ['KeyQ', 'a'],
  ['Digit1', '&'],
]);

describe('chordParts', () => {
  it('names the modifiers in the order Ctrl, Alt, Shift, Meta, as the user’s language and platform say', () => {
    expect(chordParts('Shift+Alt+Ctrl+Meta+F3', 'other', null, ENGLISH)).toEqual(['Ctrl', 'Alt', 'Shift', 'Super', 'F3']);
    expect(chordParts('Ctrl+Shift+F2', 'windows', null, GERMAN)).toEqual(['Strg', 'Umschalt', 'F2']);
  });

  it('shows a Mac’s modifier symbols in Apple’s order, whatever the language', () => {
    expect(chordParts('Meta+Shift+Alt+Ctrl+A', 'mac', null, GERMAN)).toEqual(['⌃', '⌥', '⇧', '⌘', 'A']);
  });

  it('shows a letter or digit where the user’s layout has it, since chords match them by position', () => {
    expect(chordParts('Alt+A', 'other', AZERTY, ENGLISH)).toEqual(['Alt', 'Q']);
    expect(chordParts('Ctrl+Alt+Shift+1', 'other', AZERTY, ENGLISH)).toEqual(['Ctrl', 'Alt', 'Shift', '&']);
    // A key the layout map does not know, or no map at all: its name.
    expect(chordParts('Alt+B', 'other', AZERTY, ENGLISH)).toEqual(['Alt', 'B']);
    expect(chordParts('alt+a', 'other', null, ENGLISH)).toEqual(['Alt', 'A']);
  });

  it('labels named keys as keyboards print them, and leaves a typed character as it is', () => {
    expect(chordParts('Ctrl+Alt+ArrowLeft', 'other', AZERTY, ENGLISH)).toEqual(['Ctrl', 'Alt', '←']);
    expect(chordParts('Ctrl+Alt+PageDown', 'other', null, ENGLISH)).toEqual(['Ctrl', 'Alt', 'PgDn']);
    expect(chordParts('Escape', 'other', null, ENGLISH)).toEqual(['Esc']);
    expect(chordParts('f11', 'other', null, ENGLISH)).toEqual(['F11']);
    expect(chordParts('Ctrl+/', 'other', AZERTY, ENGLISH)).toEqual(['Ctrl', '/']);
    expect(chordParts('Ctrl+PrintScreen', 'other', null, ENGLISH)).toEqual(['Ctrl', 'Printscreen']);
    // Plus as the character on the key, Space by its name in the user's language.
    expect(chordParts('Ctrl+Plus', 'other', AZERTY, ENGLISH)).toEqual(['Ctrl', '+']);
    expect(chordParts('Ctrl+Shift+Space', 'windows', null, GERMAN)).toEqual(['Strg', 'Umschalt', 'Leertaste']);
    expect(chordParts('Alt+space', 'mac', null, ENGLISH)).toEqual(['⌥', 'Space']);
    // The fixed window keys' four arrows.
    expect(chordParts('Alt+Shift+Arrows', 'mac', null, ENGLISH)).toEqual(['⌥', '⇧', '←↑→↓']);
  });
});

describe('keyboardPlatform', () => {
  it('reads userAgentData’s platform or a user agent', () => {
    expect(keyboardPlatform('macOS')).toBe('mac');
    expect(keyboardPlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mac');
    expect(keyboardPlatform('Windows')).toBe('windows');
    expect(keyboardPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(keyboardPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
    expect(keyboardPlatform('Linux')).toBe('other');
  });
});

describe('readLayoutMap', () => {
  it('gives the layout where the browser tells it, and null where it has no Keyboard API or refuses', async () => {
    expect(await readLayoutMap({ keyboard: { getLayoutMap: () => Promise.resolve(AZERTY) } })).toBe(AZERTY);
    expect(await readLayoutMap({})).toBeNull();
    expect(await readLayoutMap({ keyboard: { getLayoutMap: () => Promise.reject(new DOMException('not allowed', 'SecurityError')) } })).toBeNull();
  });
});
