import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  window: {
    move: 'Flytt',
    minimize: 'Minimer',
    maximize: 'Maksimer',
    restore: 'Gjenopprett',
    raise: 'Legg øverst',
    close: 'Lukk',
    loading: 'Laster inn…',
    menu: 'Vindusmeny',
  },
};

export default nb_NO;
