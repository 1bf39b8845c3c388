import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Recherche globale',
    question: 'Que recherchez-vous ?',
    filter: 'Rechercher dans',
    filters: {
      apps: 'Applications',
      user: 'Utilisateurs',
      attachment: 'Pièces jointes',
      comment: 'Commentaires',
    },
    search: 'Rechercher',
    empty: 'Veuillez saisir un terme à rechercher !',
    special: 'Les caractères spéciaux ne sont pas autorisés !',
    recent: 'Récentes',
    noRecent: 'Aucune recherche récente',
    searching: 'Recherche…',
    noResults: 'Aucun résultat',
    range: 'Résultats {{from}}–{{to}}',
    failed: 'La recherche a échoué : {{message}}',
    results: 'Résultats',
    pages: 'Pages de résultats',
    previous: 'Précédent',
    next: 'Suivant',
    unnamedTask: 'N/D',
    onTask: '{{by}}{{time}} · sur « {{task}} » dans {{app}}',
  },
};

export default fr_FR;
