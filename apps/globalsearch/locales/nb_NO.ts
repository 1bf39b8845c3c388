import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Globalt søk',
    question: 'Hva leter du etter?',
    filter: 'Søk i',
    filters: {
      apps: 'Apper',
      user: 'Brukere',
      attachment: 'Vedlegg',
      comment: 'Kommentarer',
    },
    search: 'Søk',
    empty: 'Skriv inn noe å søke etter!',
    special: 'Spesialtegn er ikke tillatt!',
    recent: 'Nylige',
    noRecent: 'Ingen nylige søk',
    searching: 'Søker…',
    noResults: 'Ingen treff',
    range: 'Treff {{from}}–{{to}}',
    failed: 'Søket mislyktes: {{message}}',
    results: 'Treff',
    pages: 'Sider med treff',
    previous: 'Forrige',
    next: 'Neste',
    unnamedTask: 'I/A',
    onTask: '{{by}}{{time}} · på «{{task}}» i {{app}}',
  },
};

export default nb_NO;
