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
    tileAll: 'Fordel alle',
  },
  snap: {
    left: 'Fest vinduet til venstre; igjen: øvre og nedre kvart',
    right: 'Fest vinduet til høyre; igjen: øvre og nedre kvart',
    up: 'Maksimer vinduet',
    down: 'Fest vinduet til nedre halvdel; et maksimert vindu gjenopprettes',
  },
};

export default nb_NO;
