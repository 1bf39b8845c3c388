import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: 'Anwendungen',
    titleWithKey: 'Anwendungen ({{key}})',
    empty: 'Keine Anwendungen verfügbar',
    search: 'Anwendungen suchen',
    noMatches: 'Keine Anwendung passt zu „{{query}}“',
    shortcut: 'Anwendungsmenü öffnen oder schließen',
  },
};

export default de_DE;
