import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  login: {
    title: 'Velkommen til {{product}}',
    version: 'Versjon {{version}}',
    username: 'Brukernavn',
    password: 'Passord',
    submit: 'Logg inn',
    submitting: 'Logger inn…',
    forgot: 'Glemt passordet?',
    external: {
      signingIn: 'Logger inn med {{provider}}…',
      failed: 'Innlogging med {{provider}} mislyktes: {{message}}',
      retry: 'Prøv igjen',
      ownForm: 'Logg inn med brukernavn og passord',
    },
    errors: {
      empty: 'Brukernavn eller passord kan ikke være tomt.',
      incorrect: 'Brukernavnet eller passordet du skrev inn, er feil',
      failed: 'Innlogging mislyktes',
    },
  },
  forgot: {
    heading: 'Gjenopprett passord',
    username: 'Brukernavn',
    submit: 'Send meg en gjenopprettingslenke',
    submitting: 'Sender…',
    back: 'Gå tilbake',
    empty: 'Skriv inn brukernavnet ditt',
    sent: 'Hvis kontoen finnes, sendes en e-post med videre instruksjoner',
  },
  about: {
    heading: 'Om oss',
    body: '{{product}} er et skrivebordslignende arbeidsområde i nettleseren. Medlemmer av en organisasjon logger på én gang og kjører forretningsprogrammene sine side om side i vinduer, med panel, varsler og systemstatusfelt, slik de jobber på sin egen datamaskin.',
    accounts: 'Hver organisasjon har kontoer med egen profil, egen personvernerklæring og egne programmer. De som tilhører flere kontoer, bytter mellom dem uten å logge av, og finner programmene de hadde åpne der de forlot dem.',
    data: 'Dataene dine blir hos organisasjonen som driver dette nettstedet: {{product}} kjører på dens egne servere, lagrer passord bare som saltede hasher og gir ingenting videre til andre.',
    contact: 'Spørsmål om kontoen din? Spør administratoren i organisasjonen din; et glemt passord kan du tilbakestille selv med «Glemt passordet?».',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Personvernerklæring',
    body: 'Det er ikke publisert noen personvernerklæring for dette nettstedet ennå.',
  },
  info: {
    back: 'Tilbake til innlogging',
  },
  footer: {
    about: 'Om oss',
    privacy: 'Personvernerklæring',
    copyright: '© {{year}} {{product}}. Med enerett.',
    language: 'Språk',
  },
  reset: {
    heading: 'Tilbakestill passord',
    password: 'Skriv inn passord',
    confirm: 'Skriv inn passordet igjen',
    rules: 'Passordregler',
    rulesIntro: 'Et nytt passord trenger:',
    submit: 'Send',
    submitting: 'Lagrer…',
    cancel: 'Avbryt',
    done: 'Passordet er tilbakestilt',
    expired: 'Lenken for tilbakestilling er utløpt, prøv å tilbakestille på nytt.',
    errors: {
      length: 'Passordet må inneholde minst åtte tegn!',
      digit: 'Passordet må inneholde minst ett tall (0-9)!',
      lowercase: 'Passordet må inneholde minst én liten bokstav (a-z)!',
      uppercase: 'Passordet må inneholde minst én stor bokstav (A-Z)!',
      special: 'Passordet må inneholde minst ett spesialtegn ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: 'Passordene er ikke like',
    },
  },
  announcements: {
    label: 'Kunngjøringer',
    slide: '{{index}} av {{count}}',
    previous: 'Forrige kunngjøring',
    next: 'Neste kunngjøring',
    pause: 'Stopp lysbildefremvisningen',
    play: 'Start lysbildefremvisningen',
    readMore: 'LES MER',
    visitLink: 'BESØK LENKEN',
    close: 'LUKK',
    fullScreen: 'FULLSKJERM',
    exitFullScreen: 'AVSLUTT FULLSKJERM',
    details: '{{name}}: detaljer',
  },
  boot: {
    loading: 'Laster inn…',
  },
};

export default nb_NO;
