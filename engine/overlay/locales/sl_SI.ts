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
    tileAll: 'Razporedi vse',
  },
  snap: {
    left: 'Pripni okno levo; znova: zgornja in spodnja četrtina',
    right: 'Pripni okno desno; znova: zgornja in spodnja četrtina',
    up: 'Povečaj okno',
    down: 'Pripni okno v spodnjo polovico; povečano okno se obnovi',
  },
};

export default sl_SI;
