import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: 'Applikasjoner',
    titleWithKey: 'Applikasjoner ({{key}})',
    empty: 'Ingen applikasjoner er tilgjengelige',
    search: 'Søk i applikasjoner',
    noMatches: 'Ingen applikasjoner samsvarer med «{{query}}»',
    shortcut: 'Åpne eller lukk applikasjonsmenyen',
  },
};

export default nb_NO;
