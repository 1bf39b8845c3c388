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
  },
} as const;

export default en_EN;
