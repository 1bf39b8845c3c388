import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  window: {
    move: 'Déplacer',
    minimize: 'Réduire',
    maximize: 'Agrandir',
    restore: 'Restaurer',
    raise: 'Premier plan',
    close: 'Fermer',
    loading: 'Chargement…',
    menu: 'Menu de la fenêtre',
    tileAll: 'Tout disposer en mosaïque',
  },
  snap: {
    left: 'Ancrer la fenêtre à gauche ; à nouveau : ses quarts haut et bas',
    right: 'Ancrer la fenêtre à droite ; à nouveau : ses quarts haut et bas',
    up: 'Agrandir la fenêtre',
    down: 'Ancrer la fenêtre en bas ; une fenêtre agrandie est restaurée',
  },
};

export default fr_FR;
