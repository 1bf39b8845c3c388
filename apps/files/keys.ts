import type { Modifiers, Step } from './selection';

/** The commands a key asks for besides moving through the list. */
export type KeyCommand =
  | 'toggle'
  | 'selectAll'
  | 'open'
  | 'rename'
  | 'trash'
  | 'delete'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'up'
  | 'clear'
  | 'menu'
  | 'newFolder'
  | 'reload'
  | 'location';

/** What a key press in the file list asks for; `type` is a printable character typed to find a name. */
export type Shortcut = { kind: 'step'; step: Step; modifiers: Modifiers } | { kind: 'type'; text: string } | { kind: KeyCommand };

/** The parts of a key event the shortcuts read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** How the list is laid out: entries per row (1 in the list view), rows per page, and the page's direction. */
export interface KeyLayout {
  columns: number;
  page: number;
  rtl: boolean;
}

const COMMAND_KEYS: Readonly<Record<string, KeyCommand>> = { a: 'selectAll', c: 'copy', x: 'cut', v: 'paste', l: 'location' };

/**
 * The shortcut of a key press, or null for a key the list leaves alone: Alt with anything is the
 * desktop's (Alt+arrows move the window). Arrows move through the list (left and right only in
 * the icon view, swapped when the page runs right to left), Shift extends the selection from its
 * anchor and Ctrl (Cmd) moves the focus alone; Ctrl+Space adds or removes the focused entry.
 */
export function shortcutOf(event: KeyPress, layout: KeyLayout): Shortcut | null {
  if (event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  const modifiers: Modifiers = { toggle: command, range: event.shiftKey };
  const step = (value: Step): Shortcut => ({ kind: 'step', step: value, modifiers });
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
    case 'F2':
      return { kind: 'rename' };
    case 'F5':
      return { kind: 'reload' };
    case 'Delete':
      return { kind: event.shiftKey ? 'delete' : 'trash' };
    case 'Backspace':
      return { kind: 'up' };
    case 'Escape':
      return { kind: 'clear' };
    case 'F10':
      return event.shiftKey ? { kind: 'menu' } : null;
    case 'ContextMenu':
      return { kind: 'menu' };
    default:
      break;
  }
  // A printable key's `key` is its character; the others are named (Shift, ArrowDown, …).
  if (!command) return /^\S$/u.test(event.key) ? { kind: 'type', text: event.key } : null;
  const letter = event.key.toLowerCase();
  if (letter === 'n' && event.shiftKey) return { kind: 'newFolder' };
  const kind = event.shiftKey ? undefined : COMMAND_KEYS[letter];
  return kind ? { kind } : null;
}
