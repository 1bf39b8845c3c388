import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  panel: {
    label: 'Leiste',
    position: 'Position der Leiste',
    top: 'Oben',
    bottom: 'Unten',
  },
  notifications: {
    label: 'Benachrichtigungen',
    dismiss: 'Benachrichtigung schließen',
  },
  language: {
    failedTitle: 'Sprache nicht geändert',
    failed: '{{language}} konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  settings: {
    unloadedTitle: 'Einstellungen nicht geladen',
    unloaded: 'Ihre Einstellungen konnten nicht geladen werden; es wird erneut versucht. Was Sie inzwischen ändern, bleibt erhalten und wird gespeichert, sobald sie geladen sind.',
  },
  socket: {
    mask: 'Bitte auf die Netzwerkverbindung warten',
    lostTitle: 'Verbindung unterbrochen',
    lost: 'Die Verbindung zum Server ist unterbrochen. Es wird versucht, sie wiederherzustellen …',
    restoredTitle: 'Verbindung wiederhergestellt',
    restored: 'Die Verbindung zum Server steht wieder.',
    failedTitle: 'Verbindung geschlossen',
    failed: 'Keine Verbindung zum Server möglich. Es wird erneut versucht …',
  },
  welcome: {
    title: 'Willkommen bei {{product}}',
    message: 'Hallo und {{greeting}}, {{firstname}}!',
    morning: 'guten Morgen',
    afternoon: 'guten Tag',
    evening: 'guten Abend',
  },
  consent: {
    title: 'Datenschutzerklärung',
    agree: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu',
    required: 'Sie müssen unseren AGB zustimmen',
    submit: 'Weiter',
    thanksTitle: 'Vielen Dank',
    thanks: 'Vielen Dank, dass Sie unserer Datenschutzerklärung zugestimmt haben.',
  },
  profile: {
    menu: 'Profil',
    editPreferences: 'Einstellungen bearbeiten',
    switchAccount: 'Konto wechseln',
    signOut: 'Abmelden',
  },
  profileCard: {
    close: 'Schließen',
    loading: 'Wird geladen…',
    unknown: 'Profil nicht verfügbar',
    chat: 'Chat',
    chatWith: 'Mit {{name}} chatten',
    noChat: 'Keine Chat-Anwendung installiert',
    mail: 'E-Mail',
    mailTo: '{{name}} schreiben',
    email: 'E-Mail',
    manager: 'Vorgesetzte(r)',
    country: 'Land',
  },
};

export default de_DE;
