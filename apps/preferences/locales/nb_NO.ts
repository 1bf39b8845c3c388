import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  preferences: {
    title: 'Innstillinger',
    locked: 'Disse innstillingene er låst av administratoren din.',
    language: {
      heading: 'Språk',
      label: 'Visningsspråk',
    },
    panel: {
      heading: 'Panelets plassering',
      top: 'Øverst',
      bottom: 'Nederst',
    },
    wallpaper: {
      heading: 'Bakgrunnsbilde',
      gradient: 'Fargeovergang',
      color: 'Farge',
      colorLabel: 'Bakgrunnsfarge',
      fitLabel: 'Bildetilpasning',
      fits: {
        cover: 'Fyll skjermen',
        contain: 'Tilpass skjermen',
        tile: 'Flislegg',
        center: 'Midtstill',
      },
      images: {
        dusk: 'Skumring',
        dunes: 'Sanddyner',
        aurora: 'Nordlys',
        lagoon: 'Lagune',
        mosaic: 'Mosaikk',
      },
    },
    font: {
      heading: 'Skrift',
      label: 'Skrift på skrivebordet',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'Systemskrift',
        serif: 'Seriffskrift',
      },
    },
    motion: {
      heading: 'Bevegelse',
      animations: 'Animer menyer og varsler',
      reduced: 'Systemet ditt ber om mindre bevegelse: ingenting animeres.',
    },
    theme: {
      heading: 'Tema',
      system: 'Som systemet',
      standard: 'Standard',
      vision: 'Vision',
      dark: 'Mørkt',
      forced: 'Kontoen din bestemmer temaet.',
    },
    keybinding: {
      heading: 'Hurtigtast',
      label: 'Åpne programmenyen',
      hint: 'For eksempel Alt+A eller Ctrl+Shift+F2.',
      errors: {
        empty: 'Skriv inn en hurtigtast, for eksempel Alt+A.',
        noKey: 'Hurtigtasten trenger en tast etter modifikatortastene, for eksempel Alt+A.',
        notModifier: '«{{part}}» er ikke en modifikatortast: bruk Ctrl, Alt, Shift eller Meta.',
        notKey: '«{{part}}» er ikke en tast: avslutt med en bokstav, et siffer, F1–F12 eller en tast som Enter eller Escape.',
        repeated: '{{part}} forekommer mer enn én gang.',
      },
    },
  },
};

export default nb_NO;
