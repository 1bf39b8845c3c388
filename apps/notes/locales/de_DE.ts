import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  notes: {
    pages: 'Seiten',
    firstPage: 'Notizen',
    pageText: 'Text von {{title}}',
    file: 'Datei',
    open: 'Öffnen…',
    save: 'Speichern',
    saveAs: 'Speichern unter…',
    modified: '(geändert)',
    unsavedTitle: 'Ungespeicherte Änderungen',
    unsaved: 'Schließen und die nicht gespeicherten Änderungen an {{names}} verwerfen?',
    discard: 'Ohne Speichern schließen',
  },
};

export default de_DE;
