import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: 'Benachrichtigungen',
    titleQuiet: 'Benachrichtigungen (nicht stören)',
    doNotDisturb: 'Nicht stören',
    quietNote: 'Neue Benachrichtigungen werden hier gesammelt, ohne Einblendung und Ton.',
    history: 'Verlauf der Benachrichtigungen',
    empty: 'Noch keine Benachrichtigungen',
    failed: 'Die Benachrichtigungen konnten nicht geladen werden: {{message}}',
    clear: 'Alle löschen',
    close: 'Schließen',
  },
};

export default de_DE;
