import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  home: {
    label: 'Accueil : afficher le bureau',
  },
};

export default fr_FR;
