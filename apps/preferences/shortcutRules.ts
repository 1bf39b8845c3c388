import { sameChord, type ShortcutRow } from '../../sdk';
import { FOCUS_CHORDS, LONE_KEY, MODIFIER_KEYS, UNUSABLE_KEYS, type UnusableKey } from './constants';

/** What a keydown says of the keys pressed (a KeyboardEvent's fields). */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  /** Whether an input method is composing text: its keys are the IME's, whatever they say. */
  isComposing?: boolean;
}

/**
 * Why the key pressed cannot make a shortcut (each reason has a `preferences.shortcuts.unusable.*`
 * text): a dead key, which composes the next character and says only 'Dead'; a key of an input
 * method composing text; a key the browser cannot identify. Null for any other key.
 */
export function unusableKey(press: KeyPress): UnusableKey | null {
  if (press.isComposing === true) return 'composing';
  return UNUSABLE_KEYS[press.key] ?? null;
}

/**
 * The chord a key press makes, spelt as the desktop matches it (docs/features/keyboard.md#changing-a-shortcut):
 * a letter, digit or Space by its position ('Ctrl+Alt+KeyQ' on AZERTY is 'Ctrl+Alt+Q'), a symbol
 * by the character typed and without Shift (the layout decides whether it needs Shift; '+' is
 * written Plus), other keys by name. Null while only modifiers are down, and for a key that cannot
 * make a shortcut (see unusableKey).
 */
export function recordedChord(press: KeyPress): string | null {
  if (MODIFIER_KEYS.includes(press.key) || unusableKey(press) !== null) return null;
  // As the desktop matches them: Space by its place (a Mac's Alt+Space types a no-break space), '+' by a word ('+' joins the keys).
  const position = press.code === 'Space' || press.key === ' ' ? 'Space' : /^(?:Key|Digit)(.)$/.exec(press.code)?.[1];
  const key = position ?? (press.key === '+' ? 'Plus' : press.key.length === 1 ? press.key.toUpperCase() : press.key);
  const symbol = position === undefined && press.key.length === 1 && !/[\p{L}\p{N}]/u.test(press.key);
  const modifiers = [press.ctrlKey && 'Ctrl', press.altKey && 'Alt', press.shiftKey && !symbol && 'Shift', press.metaKey && 'Meta'];
  return [...modifiers.filter((modifier) => modifier !== false), key].join('+');
}

/** Why a chord cannot be given to a binding; each reason has a `preferences.shortcuts.refused.*` text. */
export type ChordRefusal =
  | { reason: 'typing' }
  | { reason: 'focus' }
  | { reason: 'fixed'; by: ShortcutRow }
  | { reason: 'taken'; by: ShortcutRow };

/** The chords a fixed key's written chord stands for: 'Alt+Arrows' is the four arrows. */
const fixedChords = (chord: string): string[] =>
  chord.endsWith('+Arrows') ? ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((arrow) => chord.replace(/Arrows$/, arrow)) : [chord];

/**
 * Whether `chord` may become binding `id`'s, among the sheet's `rows`: not without Ctrl, Alt or
 * Meta unless it is a function key (it would swallow typing), not the focus keys, not a fixed key
 * of the windows, not another binding's chord in effect. Null when it may.
 */
export function chordRefusal(chord: string, id: string, rows: readonly ShortcutRow[]): ChordRefusal | null {
  if (FOCUS_CHORDS.some((focus) => sameChord(chord, focus))) return { reason: 'focus' };
  for (const row of rows) {
    if (row.id === id) continue;
    const taken = row.changeable ? sameChord(chord, row.chord) : fixedChords(row.chord).some((fixed) => sameChord(chord, fixed));
    if (taken) return row.changeable ? { reason: 'taken', by: row } : { reason: 'fixed', by: row };
  }
  const [key = '', ...modifiers] = chord.split('+').reverse();
  const guarded = modifiers.some((modifier) => modifier === 'Ctrl' || modifier === 'Alt' || modifier === 'Meta');
  return guarded || LONE_KEY.test(key) ? null : { reason: 'typing' };
}

/** The user's chords with `id`'s set to `chord`. */
export const withChord = (overrides: Readonly<Record<string, string>>, id: string, chord: string): Record<string, string> => ({ ...overrides, [id]: chord });

/** The user's chords without `id`'s: it goes back to the site's or the built-in default. */
export const withoutChord = (overrides: Readonly<Record<string, string>>, id: string): Record<string, string> =>
  Object.fromEntries(Object.entries(overrides).filter(([other]) => other !== id));
