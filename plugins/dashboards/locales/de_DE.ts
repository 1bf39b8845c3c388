import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  loading: 'Wird geladen…',
  preparing: 'Demodaten werden vorbereitet… Bis dahin sind die Zahlen unvollständig.',
  back: 'Zurück',
  backTo: 'Zurück zu {{title}}',
  showTable: 'Als Tabelle zeigen',
  showChart: 'Als Diagramm zeigen',
  kinds: { bar: 'Balkendiagramm', line: 'Liniendiagramm', pie: 'Kreisdiagramm', table: 'Tabelle' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill-down in {{category}}',
  drillHint: 'Pfeiltasten wählen ein Element; Eingabe führt in die Tiefe.',
  noRows: 'Keine Daten für diese Auswahl.',
  chartsFailed: 'Die Diagramme konnten nicht geladen werden. Öffnen Sie das Dashboard erneut.',
  errors: {
    unknownTarget: 'Unbekanntes Drill-down-Ziel',
    noContext: 'Der Drill-down hat keinen Kontext: Das Widget nennt kein Ziel.',
    missingValue: 'Der Drill-down-Kontext hat keinen Wert für „{{key}}“.',
    noWidget: 'Für den Drill-down wurde kein Widget-Element gefunden.',
  },
  tryAgain: 'Erneut versuchen',
  dashboards: 'Dashboards',
  noDashboards: 'Dieses Konto hat noch keine Dashboards.',
  homeFailed: 'Ihre Startseite konnte nicht geladen werden: {{reason}}',
};

export default de_DE;
