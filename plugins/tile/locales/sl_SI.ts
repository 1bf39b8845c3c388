import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  tile: {
    label: 'Razporedi vsa okna',
  },
};

export default sl_SI;
