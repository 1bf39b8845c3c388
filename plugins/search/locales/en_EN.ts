/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Search',
    label: 'Search files',
    placeholder: 'File name',
    hint: 'Type part of a file name and press Enter.',
    searching: 'Searching…',
    progress: 'Searching… {{searched}} of {{total}} places, files found: {{found}}',
    none: 'No files found.',
    found: 'Files found: {{count}}',
    results: 'Results',
    tray: 'Search files ({{key}})',
    shortcut: 'Show or hide the file search',
  },
} as const;

export default en_EN;
