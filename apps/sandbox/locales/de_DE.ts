import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: 'Sandbox {{index}}',
    intro: 'Sandbox-Fenster {{index}}. Ziehen Sie es an der Kopfzeile, ändern Sie die Größe an jedem Rand und tippen Sie unten.',
    clickedOne: '{{clicks}}-mal geklickt',
    clickedOther: '{{clicks}}-mal geklickt',
    notes: 'Notizen',
    ordersLink: 'Die Seite „Bestellungen“ in Notizen öffnen',
    ordersTitle: 'Bestellungen',
    summaryLink: 'Eine Zusammenfassung in Notizen öffnen',
  },
};

export default de_DE;
