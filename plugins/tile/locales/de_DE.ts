import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  tile: {
    label: 'Alle Fenster anordnen',
  },
};

export default de_DE;
