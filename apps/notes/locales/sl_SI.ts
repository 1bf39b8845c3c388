import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  notes: {
    pages: 'Strani',
    firstPage: 'Zapiski',
    pageText: 'Besedilo: {{title}}',
    file: 'Datoteka',
    open: 'Odpri …',
    save: 'Shrani',
    saveAs: 'Shrani kot …',
    modified: '(spremenjeno)',
    unsavedTitle: 'Neshranjene spremembe',
    unsaved: 'Zapreti in izgubiti neshranjene spremembe v {{names}}?',
    discard: 'Zapri brez shranjevanja',
  },
};

export default sl_SI;
