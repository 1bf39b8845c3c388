import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: 'Skrivebord',
    add: 'Legg til widget',
    remove: 'Fjern widget',
    digitalClock: 'Digital klokke',
    home: 'Hjem',
    setColor: 'Angi farge',
    setFont: 'Angi skrift',
    role: 'widget',
  },
};

export default nb_NO;
