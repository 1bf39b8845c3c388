/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  appmenu: {
    label: 'Applications',
    titleWithKey: 'Applications ({{key}})',
    empty: 'No applications are available',
    search: 'Search Applications',
    noMatches: 'No applications match “{{query}}”',
    shortcut: 'Open or close the application menu',
  },
} as const;

export default en_EN;
