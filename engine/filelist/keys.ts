import type { Modifiers, Step } from './selection';

/** What a key press means to the list itself: a step of the focus, a name typed to find, or a choice. */
export type ListKey =
  | { kind: 'step'; step: Step; modifiers: Modifiers }
  | { kind: 'type'; text: string }
  /** Ctrl+Space: add or remove the focused entry. */
  | { kind: 'toggle' }
  /** Ctrl+A. */
  | { kind: 'selectAll' }
  /** Enter: open (or accept) what is selected. */
  | { kind: 'open' };

/**
 * The parts of a key event the list reads (a React or DOM keyboard event has them).
 *
 * @example
 * ```ts
 * const press: KeyPress = { key: 'Delete', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false };
 * ```
 */
export interface KeyPress {
  /** The key's name (`ArrowDown`, `Enter`) or, for a printable key, its character. */
  key: string;
  /** Ctrl held. */
  ctrlKey: boolean;
  /** Cmd held (a Mac's Ctrl). */
  metaKey: boolean;
  /** Shift held. */
  shiftKey: boolean;
  /** Alt held: the key is the desktop's. */
  altKey: boolean;
}

/** How the list is laid out: entries per line (1 in a list of rows), lines per page, and the page's direction. */
export interface KeyLayout {
  columns: number;
  page: number;
  rtl: boolean;
}

/**
 * The list's own meaning of a key press, or null for a key it leaves to its owner. Alt with
 * anything is the desktop's (Alt+arrows move the window). Arrows, Home, End, Page Up and Page Down
 * move the focus (left and right only when a line holds several entries, swapped when the page
 * runs right to left); a printable character types ahead; Enter opens. Where several entries may
 * be chosen (`multiple`), Shift extends the selection from its anchor, Ctrl (Cmd) moves the focus
 * alone, Ctrl+Space adds or removes the focused entry and Ctrl+A chooses all; where one entry is
 * chosen, Shift changes nothing and Ctrl with a key is not the list's.
 */
export function listKeyOf(event: KeyPress, layout: KeyLayout, multiple: boolean): ListKey | null {
  if (event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  if (command && !multiple) return null;
  const modifiers: Modifiers = { toggle: command, range: multiple && event.shiftKey };
  const step = (value: Step): ListKey => ({ kind: 'step', step: value, modifiers });
  const forward = layout.rtl ? -1 : 1;
  switch (event.key) {
    case 'ArrowDown':
      return step(layout.columns);
    case 'ArrowUp':
      return step(-layout.columns);
    case 'ArrowRight':
      return layout.columns > 1 ? step(forward) : null;
    case 'ArrowLeft':
      return layout.columns > 1 ? step(-forward) : null;
    case 'Home':
      return step('first');
    case 'End':
      return step('last');
    case 'PageDown':
      return step(layout.page * layout.columns);
    case 'PageUp':
      return step(-layout.page * layout.columns);
    case ' ':
      return command ? { kind: 'toggle' } : null;
    case 'Enter':
      return { kind: 'open' };
    default:
      break;
  }
  // A printable key's `key` is its character; the others are named (Shift, ArrowDown, …).
  if (!command) return /^\S$/u.test(event.key) ? { kind: 'type', text: event.key } : null;
  return event.key.toLowerCase() === 'a' && !event.shiftKey ? { kind: 'selectAll' } : null;
}
