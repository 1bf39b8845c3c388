import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: 'Aplikacije',
    titleWithKey: 'Aplikacije ({{key}})',
    empty: 'Ni razpoložljivih aplikacij',
    search: 'Iskanje aplikacij',
    noMatches: 'Nobena aplikacija se ne ujema z »{{query}}«',
    shortcut: 'Odpri ali zapri meni aplikacij',
  },
};

export default sl_SI;
