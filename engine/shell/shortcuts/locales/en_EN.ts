/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  shortcuts: {
    title: 'Keyboard shortcuts',
    toggle: 'Show or hide the keyboard shortcuts',
    search: 'Search shortcuts',
    placeholder: 'Action, key or group',
    none: 'No shortcut matches “{{query}}”.',
    hint: 'Change a shortcut in the desktop settings (keybindings) by its id.',
    close: 'Close',
    groups: {
      desktop: 'Desktop',
      windows: 'Windows',
      workspaces: 'Workspaces',
    },
    fixedKeys: {
      move: 'Move the focused window or widget',
      resize: 'Resize the focused window or widget',
      menu: 'Open the context menu of what has the focus',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Shift',
      win: 'Win',
      super: 'Super',
      space: 'Space',
    },
  },
} as const;

export default en_EN;
