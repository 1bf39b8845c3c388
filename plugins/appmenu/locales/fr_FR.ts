import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: 'Applications',
    titleWithKey: 'Applications ({{key}})',
    empty: 'Aucune application disponible',
    search: 'Rechercher des applications',
    noMatches: 'Aucune application ne correspond à « {{query}} »',
    shortcut: 'Ouvrir ou fermer le menu des applications',
  },
};

export default fr_FR;
