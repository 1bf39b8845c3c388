import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Suche',
    label: 'Dateien suchen',
    placeholder: 'Dateiname',
    hint: 'Geben Sie einen Teil eines Dateinamens ein und drücken Sie die Eingabetaste.',
    searching: 'Suche läuft…',
    progress: 'Suche läuft… {{searched}} von {{total}} Orten, gefundene Dateien: {{found}}',
    none: 'Keine Dateien gefunden.',
    found: 'Gefundene Dateien: {{count}}',
    results: 'Ergebnisse',
    tray: 'Dateien suchen ({{key}})',
    shortcut: 'Dateisuche ein- oder ausblenden',
  },
};

export default de_DE;
