import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  notes: {
    pages: 'Pages',
    firstPage: 'Notes',
    pageText: 'Texte de {{title}}',
    file: 'Fichier',
    open: 'Ouvrir…',
    save: 'Enregistrer',
    saveAs: 'Enregistrer sous…',
    modified: '(modifié)',
    unsavedTitle: 'Modifications non enregistrées',
    unsaved: 'Fermer et perdre les modifications non enregistrées de {{names}} ?',
    discard: 'Fermer sans enregistrer',
  },
};

export default fr_FR;
