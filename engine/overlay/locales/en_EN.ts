/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  window: {
    move: 'Move',
    minimize: 'Minimize',
    maximize: 'Maximize',
    restore: 'Restore',
    raise: 'Raise',
    close: 'Close',
    loading: 'Loading…',
    menu: 'Window menu',
    tileAll: 'Tile all',
  },
  snap: {
    left: 'Snap the window left; again: its top and bottom quarters',
    right: 'Snap the window right; again: its top and bottom quarters',
    up: 'Maximize the window',
    down: 'Snap the window to the bottom half; a maximized one is restored',
  },
} as const;

export default en_EN;
