import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  panel: {
    label: 'Pult',
    position: 'Položaj pulta',
    top: 'Zgoraj',
    bottom: 'Spodaj',
  },
  notifications: {
    label: 'Obvestila',
    dismiss: 'Opusti obvestilo',
  },
  language: {
    failedTitle: 'Jezik ni spremenjen',
    failed: '{{language}} ni bilo mogoče naložiti. Preverite povezavo in poskusite znova.',
  },
  settings: {
    unloadedTitle: 'Nastavitve niso naložene',
    unloaded: 'Vaših nastavitev ni bilo mogoče naložiti; poskus se bo ponovil. Kar medtem spremenite, se ohrani in shrani, ko bodo naložene.',
  },
  socket: {
    mask: 'Počakajte na omrežno povezavo',
    lostTitle: 'Povezava prekinjena',
    lost: 'Povezava s strežnikom je bila prekinjena. Poskušam se znova povezati …',
    restoredTitle: 'Povezava obnovljena',
    restored: 'Povezava s strežnikom je znova vzpostavljena.',
    failedTitle: 'Povezava zaprta',
    failed: 'Povezava s strežnikom ni uspela. Poskušam znova …',
  },
  welcome: {
    title: 'Dobrodošli v {{product}}',
    message: 'Pozdravljeni in {{greeting}}, {{firstname}}!',
    morning: 'dobro jutro',
    afternoon: 'dober dan',
    evening: 'dober večer',
  },
  consent: {
    title: 'Politika zasebnosti',
    agree: 'Prebral sem politiko zasebnosti in se z njo strinjam',
    required: 'Strinjati se morate z našimi pogoji',
    submit: 'Nadaljuj',
    thanksTitle: 'Hvala',
    thanks: 'Hvala, ker ste se strinjali z našo politiko zasebnosti.',
  },
  profile: {
    menu: 'Profil',
    editPreferences: 'Uredi nastavitve',
    switchAccount: 'Zamenjaj račun',
    signOut: 'Odjava',
  },
  profileCard: {
    close: 'Zapri',
    loading: 'Nalaganje …',
    unknown: 'Profil ni na voljo',
    chat: 'Klepet',
    chatWith: 'Klepet z uporabnikom {{name}}',
    noChat: 'Nameščena ni nobena aplikacija za klepet',
    mail: 'Pošta',
    mailTo: 'Piši uporabniku {{name}}',
    email: 'E-pošta',
    manager: 'Vodja',
    country: 'Država',
  },
};

export default sl_SI;
