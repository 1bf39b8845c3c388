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
  },
};

export default de_DE;
