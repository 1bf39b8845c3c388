import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  developer: {
    title: 'Razvijalec',
    killAll: 'Končaj vse aplikacije',
    kill: 'Končaj',
    reload: 'Znova naloži',
    noApps: 'Nobena aplikacija se ne izvaja',
    app: '{{title}} ({{pid}})',
    clearSettings: 'Počisti shranjene nastavitve',
    packageFailures: 'Paketi, ki se niso naložili',
  },
};

export default sl_SI;
