import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  notes: {
    pages: 'Sider',
    firstPage: 'Notater',
    pageText: 'Tekst for {{title}}',
    file: 'Fil',
    open: 'Åpne…',
    save: 'Lagre',
    saveAs: 'Lagre som…',
    modified: '(endret)',
    unsavedTitle: 'Ulagrede endringer',
    unsaved: 'Lukke og miste de ulagrede endringene i {{names}}?',
    discard: 'Lukk uten å lagre',
  },
};

export default nb_NO;
