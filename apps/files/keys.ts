import type { KeyPress } from '../../sdk';

/** The Files commands a key asks for; moving through the list, typing ahead and Enter are the list's own (sdk `listKeyOf`). */
export type KeyCommand = 'rename' | 'trash' | 'delete' | 'copy' | 'cut' | 'paste' | 'up' | 'clear' | 'menu' | 'newFolder' | 'reload' | 'location';

const COMMAND_KEYS: Readonly<Record<string, KeyCommand>> = { c: 'copy', x: 'cut', v: 'paste', l: 'location' };

/** The command of a key press the list left to Files, or null: Alt with anything is the desktop's (Alt+arrows move the window). */
export function commandOf(event: KeyPress): KeyCommand | null {
  if (event.altKey) return null;
  switch (event.key) {
    case 'F2':
      return 'rename';
    case 'F5':
      return 'reload';
    case 'Delete':
      return event.shiftKey ? 'delete' : 'trash';
    case 'Backspace':
      return 'up';
    case 'Escape':
      return 'clear';
    case 'F10':
      return event.shiftKey ? 'menu' : null;
    case 'ContextMenu':
      return 'menu';
    default:
      break;
  }
  if (!event.ctrlKey && !event.metaKey) return null;
  const letter = event.key.toLowerCase();
  if (letter === 'n' && event.shiftKey) return 'newFolder';
  return event.shiftKey ? null : (COMMAND_KEYS[letter] ?? null);
}
