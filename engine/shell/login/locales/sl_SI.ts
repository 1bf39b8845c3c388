import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  login: {
    title: 'Dobrodošli v {{product}}',
    version: 'Različica {{version}}',
    username: 'Uporabniško ime',
    password: 'Geslo',
    submit: 'Prijava',
    submitting: 'Prijavljanje…',
    forgot: 'Ste pozabili geslo?',
    external: {
      signingIn: 'Prijava prek {{provider}}…',
      failed: 'Prijava prek {{provider}} ni uspela: {{message}}',
      retry: 'Poskusi znova',
      ownForm: 'Prijava z uporabniškim imenom in geslom',
    },
    errors: {
      empty: 'Uporabniško ime ali geslo ne sme biti prazno.',
      incorrect: 'Vneseno uporabniško ime ali geslo ni pravilno',
      failed: 'Prijava ni uspela',
    },
  },
  forgot: {
    heading: 'Obnovitev gesla',
    username: 'Uporabniško ime',
    submit: 'Pošlji mi povezavo za obnovitev',
    submitting: 'Pošiljanje…',
    back: 'Nazaj',
    empty: 'Vnesite svoje uporabniško ime',
    sent: 'Če račun obstaja, boste prejeli e-poštno sporočilo z nadaljnjimi navodili',
  },
  about: {
    heading: 'O nas',
    body: '{{product}} je delovni prostor v slogu namizja v brskalniku. Člani organizacije se prijavijo enkrat in poslovne aplikacije uporabljajo drugo ob drugi v oknih, s ploščo, obvestili in sistemsko vrstico, tako kot na svojem računalniku.',
    accounts: 'Vsaka organizacija ima račune z lastno podobo, lastno politiko zasebnosti in lastnimi aplikacijami. Kdor pripada več računom, med njimi preklaplja brez odjave in odprte aplikacije najde tam, kjer jih je pustil.',
    data: 'Vaši podatki ostanejo pri organizaciji, ki upravlja to spletno mesto: {{product}} teče na njenih strežnikih, gesla hrani le kot soljene zgoščene vrednosti in ničesar ne posreduje drugim.',
    contact: 'Imate vprašanje o svojem računu? Obrnite se na skrbnika svoje organizacije; pozabljeno geslo lahko sami ponastavite z »Ste pozabili geslo?«.',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Pravilnik o zasebnosti',
    body: 'Za to spletno mesto še ni objavljen pravilnik o zasebnosti.',
  },
  info: {
    back: 'Nazaj na prijavo',
  },
  footer: {
    about: 'O nas',
    privacy: 'Pravilnik o zasebnosti',
    copyright: '© {{year}} {{product}}. Vse pravice pridržane.',
    language: 'Jezik',
  },
  reset: {
    heading: 'Ponastavitev gesla',
    password: 'Vnesite geslo',
    confirm: 'Ponovno vnesite geslo',
    rules: 'Pravila za geslo',
    rulesIntro: 'Novo geslo potrebuje:',
    submit: 'Pošlji',
    submitting: 'Shranjevanje…',
    cancel: 'Prekliči',
    done: 'Geslo je uspešno ponastavljeno',
    expired: 'Povezava za ponastavitev gesla je potekla, poskusite znova.',
    errors: {
      length: 'Geslo mora vsebovati vsaj osem znakov!',
      digit: 'Geslo mora vsebovati vsaj eno številko (0-9)!',
      lowercase: 'Geslo mora vsebovati vsaj eno malo črko (a-z)!',
      uppercase: 'Geslo mora vsebovati vsaj eno veliko črko (A-Z)!',
      special: 'Geslo mora vsebovati vsaj en poseben znak ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: 'Gesli se ne ujemata',
    },
  },
  announcements: {
    label: 'Obvestila',
    slide: '{{index}} od {{count}}',
    previous: 'Prejšnje obvestilo',
    next: 'Naslednje obvestilo',
    pause: 'Ustavi diaprojekcijo',
    play: 'Zaženi diaprojekcijo',
    readMore: 'PREBERI VEČ',
    visitLink: 'OBIŠČI POVEZAVO',
    close: 'ZAPRI',
    fullScreen: 'CELOZASLONSKO',
    exitFullScreen: 'IZHOD IZ CELOZASLONSKEGA NAČINA',
    details: '{{name}}: podrobnosti',
  },
  boot: {
    loading: 'Nalaganje…',
  },
};

export default sl_SI;
