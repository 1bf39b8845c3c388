/** The modifiers a chord may start with, spelt as the desktop writes them. */
const MODIFIERS = ['Ctrl', 'Alt', 'Shift', 'Meta'] as const;

/** Keys named by more than one character, spelt as the desktop writes them. */
const NAMED_KEYS = [
  'Enter',
  'Escape',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  ...Array.from({ length: 12 }, (_, index) => `F${index + 1}`),
];

/** Why a chord is refused, with the part at fault; each reason has a `preferences.keybinding.errors.*` text. */
export type ChordProblem =
  | { reason: 'empty' }
  | { reason: 'noKey' }
  | { reason: 'notModifier'; part: string }
  | { reason: 'notKey'; part: string }
  | { reason: 'repeated'; part: string };

export type ChordCheck = { ok: true; chord: string } | { ok: false; problem: ChordProblem };

const canonical = (part: string, among: readonly string[]) => among.find((name) => name.toLowerCase() === part.toLowerCase());

/**
 * Checks a chord against `((Ctrl|Alt|Shift|Meta)\+)*Key`, ignoring case and spaces, and spells it
 * as the desktop does: `alt + a` → `Alt+A`.
 */
export function checkChord(text: string): ChordCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: { reason: 'empty' } };
  const parts = trimmed.split('+').map((part) => part.trim());
  const key = parts.pop() ?? '';
  const modifiers: string[] = [];
  for (const part of parts) {
    const modifier = canonical(part, MODIFIERS);
    if (!modifier) return { ok: false, problem: part === '' ? { reason: 'noKey' } : { reason: 'notModifier', part } };
    if (modifiers.includes(modifier)) return { ok: false, problem: { reason: 'repeated', part: modifier } };
    modifiers.push(modifier);
  }
  if (key === '' || canonical(key, MODIFIERS)) return { ok: false, problem: { reason: 'noKey' } };
  const named = /^[a-z0-9]$/i.test(key) ? key.toUpperCase() : canonical(key, NAMED_KEYS);
  if (!named) return { ok: false, problem: { reason: 'notKey', part: key } };
  return { ok: true, chord: [...modifiers, named].join('+') };
}
