import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  preferences: {
    title: 'Nastavitve',
    locked: 'Te nastavitve je zaklenil vaš skrbnik.',
    language: {
      heading: 'Jezik',
      label: 'Jezik prikaza',
    },
    panel: {
      heading: 'Položaj plošče',
      top: 'Zgoraj',
      bottom: 'Spodaj',
    },
    wallpaper: {
      heading: 'Ozadje',
      gradient: 'Preliv',
      color: 'Barva',
      colorLabel: 'Barva ozadja',
      fitLabel: 'Prileganje slike',
      fits: {
        cover: 'Zapolni zaslon',
        contain: 'Prilagodi zaslonu',
        tile: 'Ploščice',
        center: 'Na sredini',
      },
      images: {
        dusk: 'Mrak',
        dunes: 'Sipine',
        aurora: 'Polarni sij',
        lagoon: 'Laguna',
        mosaic: 'Mozaik',
      },
    },
    font: {
      heading: 'Pisava',
      label: 'Pisava namizja',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'Sistemska pisava',
        serif: 'Serifna pisava',
      },
    },
    motion: {
      heading: 'Gibanje',
      animations: 'Animiraj menije in obvestila',
      reduced: 'Vaš sistem zahteva manj gibanja: nič se ne animira.',
    },
    theme: {
      heading: 'Tema',
      system: 'Po sistemu',
      standard: 'Standardna',
      vision: 'Vision',
      dark: 'Temna',
      forced: 'Temo določa vaš račun.',
    },
    shortcuts: {
      heading: 'Bližnjice na tipkovnici',
      search: 'Iskanje bližnjic',
      none: 'Nobena bližnjica se ne ujema z »{{query}}«.',
      change: 'Spremeni',
      changeLabel: 'Spremeni bližnjico za »{{description}}«',
      recording: 'Pritisnite novo bližnjico …',
      recordingHint: 'Pritisnite novo bližnjico z njenimi spremenilnimi tipkami ali Escape za preklic.',
      reset: 'Ponastavi',
      resetLabel: 'Ponastavi »{{description}}« na privzeto',
      resetAll: 'Ponastavi vse',
      fixed: 'Stalna',
      refused: {
        typing: '{{chord}} bi bila odvzeta tipkanju: dodajte Ctrl, Alt ali Meta (samostojno delujejo le F1–F12).',
        focus: '{{chord}} premika fokus med kontrolniki in ne more biti bližnjica.',
        fixed: '{{chord}} je pridržana za »{{other}}«, ki je ni mogoče spremeniti.',
        taken: '{{chord}} že uporablja »{{other}}«.',
      },
      unusable: {
        dead: 'Te tipke ni mogoče uporabiti v bližnjici: sestavlja znake (mrtva tipka).',
        composing: 'Te tipke ni mogoče uporabiti v bližnjici: gre v urejevalnik vnosne metode, ki sestavlja besedilo (IME).',
        unidentified: 'Te tipke ni mogoče uporabiti v bližnjici: brskalnik ne ve, katera tipka je to.',
      },
    },
  },
};

export default sl_SI;
