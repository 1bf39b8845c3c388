import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} je določen s podatki in odprt prek pregledovalnika Viewer.',
    pending: 'Njegove strani bodo prikazane tukaj, ko jih App Studio objavi.',
    loading: 'Nalaganje …',
    tooLarge: '{{name}} je prevelika za prikaz tukaj ({{size}}).',
    unsupported: 'Viewer prikazuje slike in besedilo; {{name}} je vrste {{mime}}.',
  },
};

export default sl_SI;
