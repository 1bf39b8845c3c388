import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: 'Notifications',
    titleQuiet: 'Notifications (ne pas déranger)',
    doNotDisturb: 'Ne pas déranger',
    quietNote: 'Les nouvelles notifications sont conservées ici, sans fenêtre ni son.',
    history: 'Historique des notifications',
    empty: 'Aucune notification pour le moment',
    failed: 'Impossible de charger les notifications : {{message}}',
    clear: 'Tout effacer',
    close: 'Fermer',
  },
};

export default fr_FR;
