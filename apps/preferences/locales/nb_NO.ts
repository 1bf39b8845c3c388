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
    shortcuts: {
      heading: 'Hurtigtaster',
      search: 'Søk etter hurtigtaster',
      none: 'Ingen hurtigtast samsvarer med «{{query}}».',
      change: 'Endre',
      changeLabel: 'Endre hurtigtasten for «{{description}}»',
      recording: 'Trykk den nye hurtigtasten…',
      recordingHint: 'Trykk den nye hurtigtasten med modifikatortastene, eller Escape for å avbryte.',
      reset: 'Tilbakestill',
      resetLabel: 'Tilbakestill «{{description}}» til standard',
      resetAll: 'Tilbakestill alle',
      fixed: 'Fast',
      refused: {
        typing: '{{chord}} ville blitt tatt fra skrivingen: legg til Ctrl, Alt eller Meta (bare F1–F12 virker alene).',
        focus: '{{chord}} flytter fokus mellom kontrollene og kan ikke være en hurtigtast.',
        fixed: '{{chord}} er satt av til «{{other}}», som ikke kan endres.',
        taken: '{{chord}} brukes allerede av «{{other}}».',
      },
      unusable: {
        dead: 'Denne tasten kan ikke brukes i en hurtigtast: den setter sammen tegn (død tast).',
        composing: 'Denne tasten kan ikke brukes i en hurtigtast: den går til inndatametoden som setter sammen tekst (IME).',
        unidentified: 'Denne tasten kan ikke brukes i en hurtigtast: nettleseren kan ikke si hvilken tast det er.',
      },
    },
  },
};

export default nb_NO;
