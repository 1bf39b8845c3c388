import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: 'Raccourcis clavier',
    toggle: 'Afficher ou masquer les raccourcis clavier',
    search: 'Rechercher un raccourci',
    placeholder: 'Action, touche ou groupe',
    none: 'Aucun raccourci ne correspond à « {{query}} ».',
    hint: 'Modifiez un raccourci dans les paramètres du bureau (keybindings) par son identifiant.',
    close: 'Fermer',
    groups: {
      desktop: 'Bureau',
      windows: 'Fenêtres',
      workspaces: 'Espaces de travail',
    },
    fixedKeys: {
      move: 'Déplacer la fenêtre ou le widget actif',
      resize: 'Redimensionner la fenêtre ou le widget actif',
      menu: 'Ouvrir le menu contextuel de l’élément actif',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Maj',
      win: 'Win',
      super: 'Super',
      space: 'Espace',
    },
  },
};

export default fr_FR;
