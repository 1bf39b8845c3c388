import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  logout: {
    label: 'Odjava',
    busy: 'Odjavljanje …',
    title: 'Odjava',
    question: 'Se želite odjaviti?',
    yes: 'Da, odjavi me',
    no: 'Ne, prekliči',
  },
};

export default sl_SI;
