import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  window: {
    move: 'Premakni',
    minimize: 'Pomanjšaj',
    maximize: 'Povečaj',
    restore: 'Obnovi',
    raise: 'Postavi v ospredje',
    close: 'Zapri',
    loading: 'Nalaganje…',
    menu: 'Meni okna',
  },
};

export default sl_SI;
