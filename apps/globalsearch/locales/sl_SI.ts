import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Globalno iskanje',
    question: 'Kaj iščete?',
    filter: 'Išči v',
    filters: {
      apps: 'Aplikacije',
      user: 'Uporabniki',
      attachment: 'Priloge',
      comment: 'Komentarji',
    },
    search: 'Išči',
    empty: 'Vnesite nekaj za iskanje!',
    special: 'Uporaba posebnih znakov ni dovoljena!',
    recent: 'Nedavno',
    noRecent: 'Ni nedavnih iskanj',
    searching: 'Iskanje …',
    noResults: 'Ni rezultatov',
    range: 'Rezultati {{from}}–{{to}}',
    failed: 'Iskanje ni uspelo: {{message}}',
    results: 'Rezultati',
    pages: 'Strani rezultatov',
    previous: 'Prejšnja',
    next: 'Naslednja',
    unnamedTask: 'N/P',
    onTask: '{{by}}{{time}} · pri »{{task}}« v {{app}}',
  },
};

export default sl_SI;
