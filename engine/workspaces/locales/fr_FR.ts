import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: "Afficher l'espace de travail précédent",
      next: "Afficher l'espace de travail suivant",
      moveTo: "Déplacer la fenêtre active vers l'espace de travail {{n}}",
    },
  },
};

export default fr_FR;
