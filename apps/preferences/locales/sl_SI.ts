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
    keybinding: {
      heading: 'Bližnjica na tipkovnici',
      label: 'Odpri meni aplikacij',
      hint: 'Na primer Alt+A ali Ctrl+Shift+F2.',
      errors: {
        empty: 'Vnesite bližnjico, na primer Alt+A.',
        noKey: 'Bližnjica potrebuje tipko za modifikatorji, na primer Alt+A.',
        notModifier: '»{{part}}« ni modifikator: uporabite Ctrl, Alt, Shift ali Meta.',
        notKey: '»{{part}}« ni tipka: končajte s črko, števko, F1–F12 ali tipko, kot sta Enter ali Escape.',
        repeated: '{{part}} se pojavi večkrat.',
      },
    },
  },
};

export default sl_SI;
