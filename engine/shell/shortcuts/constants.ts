/** The keybinding that shows and hides the shortcut sheet; settings remap it by this id (docs/features/keyboard.md#the-shortcut-sheet). */
export const SHORTCUTS_TOGGLE_ID = 'atrium.shortcuts.toggle';
/** docs/features/keyboard.md#the-shortcut-sheet: Ctrl+/ opens the sheet (no Super, so it works in any browser). */
export const SHORTCUTS_TOGGLE_KEY = 'Ctrl+/';

/** The desktop's own groups, in the order the sheet lists them; plugins' groups follow, by title. */
export const DESKTOP_GROUPS = ['desktop', 'windows', 'workspaces'] as const;

/**
 * Named keys as the sheet shows them, by the lower-case name a chord gives (KeyboardEvent.key):
 * the short labels printed on keyboards, the same in every language.
 */
export const KEY_LABELS: Readonly<Record<string, string>> = {
  arrowleft: '←',
  arrowright: '→',
  arrowup: '↑',
  arrowdown: '↓',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  escape: 'Esc',
  enter: 'Enter',
  backspace: 'Backspace',
  delete: 'Del',
  insert: 'Ins',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
  // A chord names '+' by a word (it joins the keys); the key shows the character.
  plus: '+',
  // Not a key: the four arrows of the fixed keys below.
  arrows: '←↑→↓',
};

/**
 * The keys the focused window, widget or desktop itself answers (engine/overlay: keyboard.ts,
 * Menu.tsx), listed so they can be found; they are not keybindings, and settings do not change them.
 */
export const FIXED_KEYS = [
  { id: 'menu', chord: 'Shift+F10', group: 'desktop' },
  { id: 'move', chord: 'Alt+Arrows', group: 'windows' },
  { id: 'resize', chord: 'Alt+Shift+Arrows', group: 'windows' },
] as const;

/** On a Mac the modifiers are shown by their symbols, in Apple's order. */
export const MAC_MODIFIERS = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' } as const;
