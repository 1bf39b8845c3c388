import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: 'Peskovnik {{index}}',
    intro: 'Okno peskovnika {{index}}. Povlecite ga za glavo, spremenite mu velikost na katerem koli robu in tipkajte spodaj.',
    clickedOne: 'Kliknjeno {{clicks}}-krat',
    clickedOther: 'Kliknjeno {{clicks}}-krat',
    notes: 'Zapiski',
    ordersLink: 'Odpri stran Naročila v Zapiskih',
    ordersTitle: 'Naročila',
    summaryLink: 'Odpri povzetek v Zapiskih',
  },
};

export default sl_SI;
