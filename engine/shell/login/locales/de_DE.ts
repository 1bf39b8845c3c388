import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  login: {
    title: 'Willkommen bei {{product}}',
    version: 'Version {{version}}',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    forgot: 'Passwort vergessen?',
    external: {
      signingIn: 'Anmeldung über {{provider}}…',
      failed: 'Die Anmeldung über {{provider}} hat nicht funktioniert: {{message}}',
      retry: 'Erneut versuchen',
      ownForm: 'Mit Benutzername und Passwort anmelden',
    },
    errors: {
      empty: 'Benutzername oder Passwort darf nicht leer sein.',
      incorrect: 'Der eingegebene Benutzername oder das Passwort ist falsch',
      failed: 'Anmeldung fehlgeschlagen',
    },
  },
  forgot: {
    heading: 'Passwort wiederherstellen',
    username: 'Benutzername',
    submit: 'Link zur Wiederherstellung senden',
    submitting: 'Wird gesendet…',
    back: 'Zurück',
    empty: 'Bitte geben Sie Ihren Benutzernamen ein',
    sent: 'Falls das Konto existiert, erhalten Sie eine E-Mail mit weiteren Anweisungen',
  },
  about: {
    heading: 'Über uns',
    body: '{{product}} ist ein Arbeitsplatz im Stil eines Desktops im Browser. Mitglieder einer Organisation melden sich einmal an und führen ihre Geschäftsanwendungen nebeneinander in Fenstern aus, mit Leiste, Benachrichtigungen und Infobereich, so wie am eigenen Computer.',
    accounts: 'Jede Organisation hat Konten mit eigenem Erscheinungsbild, eigener Datenschutzerklärung und eigenen Anwendungen. Wer mehreren Konten angehört, wechselt zwischen ihnen ohne Abmeldung und findet die geöffneten Anwendungen dort wieder, wo er sie verlassen hat.',
    data: 'Ihre Daten bleiben bei der Organisation, die diese Website betreibt: {{product}} läuft auf deren eigenen Servern, speichert Passwörter nur als gesalzene Hashes und gibt nichts an Dritte weiter.',
    contact: 'Fragen zu Ihrem Konto? Wenden Sie sich an die Administration Ihrer Organisation; ein vergessenes Passwort können Sie mit „Passwort vergessen?“ selbst zurücksetzen.',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Datenschutzerklärung',
    body: 'Für diese Website wurde noch keine Datenschutzerklärung veröffentlicht.',
  },
  info: {
    back: 'Zurück zur Anmeldung',
  },
  footer: {
    about: 'Über uns',
    privacy: 'Datenschutzerklärung',
    copyright: '© {{year}} {{product}}. Alle Rechte vorbehalten.',
    language: 'Sprache',
  },
  reset: {
    heading: 'Passwort zurücksetzen',
    password: 'Passwort eingeben',
    confirm: 'Passwort wiederholen',
    rules: 'Passwortregeln',
    rulesIntro: 'Ein neues Passwort braucht:',
    submit: 'Absenden',
    submitting: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    done: 'Passwort erfolgreich zurückgesetzt',
    expired: 'Der Link zum Zurücksetzen ist abgelaufen, bitte fordern Sie einen neuen an.',
    errors: {
      length: 'Das Passwort muss mindestens acht Zeichen enthalten!',
      digit: 'Das Passwort muss mindestens eine Ziffer (0-9) enthalten!',
      lowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben (a-z) enthalten!',
      uppercase: 'Das Passwort muss mindestens einen Großbuchstaben (A-Z) enthalten!',
      special: 'Das Passwort muss mindestens ein Sonderzeichen enthalten ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: 'Die Passwörter stimmen nicht überein',
    },
  },
  announcements: {
    label: 'Ankündigungen',
    slide: '{{index}} von {{count}}',
    previous: 'Vorherige Ankündigung',
    next: 'Nächste Ankündigung',
    pause: 'Diashow anhalten',
    play: 'Diashow starten',
    readMore: 'MEHR LESEN',
    visitLink: 'LINK ÖFFNEN',
    close: 'SCHLIESSEN',
    fullScreen: 'VOLLBILD',
    exitFullScreen: 'VOLLBILD BEENDEN',
    details: '{{name}}: Details',
  },
  boot: {
    loading: 'Wird geladen…',
  },
};

export default de_DE;
