import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: 'Espaces de travail',
    numbered: 'Espace {{n}}',
    add: 'Ajouter un espace de travail',
    menu: 'Menu de {{name}}',
    renameItem: 'Renommer…',
    rename: "Renommer l'espace de travail",
    renameMessage: "Nouveau nom de l'espace de travail :",
    remove: 'Supprimer (ses fenêtres vont au précédent)',
  },
};

export default fr_FR;
