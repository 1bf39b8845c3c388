import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: 'Bac à sable {{index}}',
    intro: "Fenêtre bac à sable {{index}}. Déplacez-la par son en-tête, redimensionnez-la depuis n'importe quel bord et tapez ci-dessous.",
    clickedOne: 'Cliqué {{clicks}} fois',
    clickedOther: 'Cliqué {{clicks}} fois',
    notes: 'Notes',
    ordersLink: 'Ouvrir la page Commandes dans Notes',
    ordersTitle: 'Commandes',
    summaryLink: 'Ouvrir un résumé dans Notes',
  },
};

export default fr_FR;
