import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  home: {
    label: 'Start: Desktop anzeigen',
  },
};

export default de_DE;
