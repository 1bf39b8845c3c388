import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Recherche',
    label: 'Rechercher des fichiers',
    placeholder: 'Nom de fichier',
    hint: "Tapez une partie d'un nom de fichier et appuyez sur Entrée.",
    searching: 'Recherche…',
    progress: 'Recherche… {{searched}} emplacements sur {{total}}, fichiers trouvés : {{found}}',
    none: 'Aucun fichier trouvé.',
    found: 'Fichiers trouvés : {{count}}',
    results: 'Résultats',
    tray: 'Rechercher des fichiers ({{key}})',
    shortcut: 'Afficher ou masquer la recherche de fichiers',
  },
};

export default fr_FR;
