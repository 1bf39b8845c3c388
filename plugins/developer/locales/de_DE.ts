import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  developer: {
    title: 'Entwickler',
    killAll: 'Alle Anwendungen beenden',
    kill: 'Beenden',
    reload: 'Neu laden',
    noApps: 'Keine laufenden Anwendungen',
    app: '{{title}} ({{pid}})',
    clearSettings: 'Gespeicherte Einstellungen löschen',
    packageFailures: 'Pakete, die nicht geladen werden konnten',
  },
};

export default de_DE;
