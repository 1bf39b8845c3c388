import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: 'Vorherige Arbeitsfläche zeigen',
      next: 'Nächste Arbeitsfläche zeigen',
      moveTo: 'Aktives Fenster auf Arbeitsfläche {{n}} verschieben',
    },
  },
};

export default de_DE;
