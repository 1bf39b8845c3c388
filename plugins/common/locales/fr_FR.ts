import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  logout: {
    label: 'Se déconnecter',
    busy: 'Déconnexion…',
    title: 'Se déconnecter',
    question: 'Voulez-vous vous déconnecter ?',
    yes: 'Oui, me déconnecter',
    no: 'Non, annuler',
  },
};

export default fr_FR;
