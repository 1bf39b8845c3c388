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
  },
};

export default fr_FR;
