import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Globale Suche',
    question: 'Wonach suchen Sie?',
    filter: 'Suchen in',
    filters: {
      apps: 'Apps',
      user: 'Benutzer',
      attachment: 'Anhänge',
      comment: 'Kommentare',
    },
    search: 'Suchen',
    empty: 'Bitte geben Sie einen Suchbegriff ein!',
    special: 'Sonderzeichen sind nicht erlaubt!',
    recent: 'Zuletzt gesucht',
    noRecent: 'Keine letzten Suchen',
    searching: 'Suche läuft…',
    noResults: 'Keine Ergebnisse',
    range: 'Ergebnisse {{from}}–{{to}}',
    failed: 'Die Suche ist fehlgeschlagen: {{message}}',
    results: 'Ergebnisse',
    pages: 'Ergebnisseiten',
    previous: 'Zurück',
    next: 'Weiter',
    unnamedTask: 'k. A.',
    onTask: '{{by}}{{time}} · zu „{{task}}“ in {{app}}',
  },
};

export default de_DE;
