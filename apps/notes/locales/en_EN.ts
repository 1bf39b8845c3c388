/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  notes: {
    pages: 'Pages',
    firstPage: 'Notes',
    pageText: '{{title}} text',
    file: 'File',
    open: 'Open…',
    save: 'Save',
    saveAs: 'Save As…',
    modified: '(modified)',
    unsavedTitle: 'Unsaved changes',
    unsaved: 'Close and lose the unsaved changes to {{names}}?',
    discard: 'Close without saving',
  },
} as const;

export default en_EN;
