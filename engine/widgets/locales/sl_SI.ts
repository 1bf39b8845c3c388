import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: 'Namizje',
    add: 'Dodaj pripomoček',
    remove: 'Odstrani pripomoček',
    digitalClock: 'Digitalna ura',
    home: 'Domov',
    setColor: 'Nastavi barvo',
    setFont: 'Nastavi pisavo',
    role: 'pripomoček',
  },
};

export default sl_SI;
