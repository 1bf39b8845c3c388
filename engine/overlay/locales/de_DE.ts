import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  window: {
    move: 'Verschieben',
    minimize: 'Minimieren',
    maximize: 'Maximieren',
    restore: 'Wiederherstellen',
    raise: 'In den Vordergrund',
    close: 'Schließen',
    loading: 'Wird geladen…',
    menu: 'Fenstermenü',
    tileAll: 'Alle anordnen',
  },
  snap: {
    left: 'Fenster links andocken; erneut: oberes und unteres Viertel',
    right: 'Fenster rechts andocken; erneut: oberes und unteres Viertel',
    up: 'Fenster maximieren',
    down: 'Fenster in die untere Hälfte; ein maximiertes wird wiederhergestellt',
  },
};

export default de_DE;
