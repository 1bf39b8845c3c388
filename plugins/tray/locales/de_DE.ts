import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  tray: {
    label: 'Infobereich',
  },
};

export default de_DE;
