import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: 'Schreibtisch',
    add: 'Widget hinzufügen',
    remove: 'Widget entfernen',
    digitalClock: 'Digitaluhr',
    home: 'Startseite',
    setColor: 'Farbe festlegen',
    setFont: 'Schriftart festlegen',
    role: 'Widget',
  },
};

export default de_DE;
