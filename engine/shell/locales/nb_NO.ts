import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  panel: {
    label: 'Panel',
    position: 'Panelplassering',
    top: 'Øverst',
    bottom: 'Nederst',
  },
  notifications: {
    label: 'Varsler',
    dismiss: 'Avvis varsel',
  },
  language: {
    failedTitle: 'Språket ble ikke endret',
    failed: '{{language}} kunne ikke lastes. Sjekk tilkoblingen og prøv igjen.',
  },
  settings: {
    unloadedTitle: 'Innstillingene ble ikke lastet',
    unloaded: 'Innstillingene dine kunne ikke lastes, og det blir prøvd på nytt. Det du endrer i mellomtiden, beholdes og lagres når de er lastet.',
  },
  socket: {
    mask: 'Vent på nettverkstilkobling',
    lostTitle: 'Tilkoblingen ble brutt',
    lost: 'Tilkoblingen til serveren ble brutt. Prøver å koble til igjen …',
    restoredTitle: 'Tilkoblingen er gjenopprettet',
    restored: 'Tilkoblingen til serveren er tilbake.',
    failedTitle: 'Tilkoblingen er lukket',
    failed: 'Kunne ikke koble til serveren. Prøver igjen …',
  },
  welcome: {
    title: 'Velkommen til {{product}}',
    message: 'Hei og {{greeting}}, {{firstname}}!',
    morning: 'god morgen',
    afternoon: 'god ettermiddag',
    evening: 'god kveld',
  },
  consent: {
    title: 'Personvernerklæring',
    agree: 'Jeg har lest personvernerklæringen og godtar den',
    required: 'Du må godta vilkårene våre',
    submit: 'Fortsett',
    thanksTitle: 'Takk',
    thanks: 'Takk for at du godtok personvernerklæringen vår.',
  },
  profile: {
    menu: 'Profil',
    editPreferences: 'Rediger innstillinger',
    switchAccount: 'Bytt konto',
    signOut: 'Logg av',
  },
  profileCard: {
    close: 'Lukk',
    loading: 'Laster…',
    unknown: 'Profilen er ikke tilgjengelig',
    chat: 'Chat',
    chatWith: 'Chat med {{name}}',
    noChat: 'Ingen chatteprogram er installert',
    mail: 'E-post',
    mailTo: 'Skriv til {{name}}',
    email: 'E-post',
    manager: 'Leder',
    country: 'Land',
  },
};

export default nb_NO;
