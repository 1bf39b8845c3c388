import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  preferences: {
    title: 'Einstellungen',
    locked: 'Diese Einstellungen wurden von Ihrem Administrator gesperrt.',
    language: {
      heading: 'Sprache',
      label: 'Anzeigesprache',
    },
    panel: {
      heading: 'Position der Leiste',
      top: 'Oben',
      bottom: 'Unten',
    },
    wallpaper: {
      heading: 'Hintergrundbild',
      gradient: 'Farbverlauf',
      color: 'Farbe',
      colorLabel: 'Hintergrundfarbe',
      fitLabel: 'Bildanpassung',
      fits: {
        cover: 'Bildschirm füllen',
        contain: 'An Bildschirm anpassen',
        tile: 'Kacheln',
        center: 'Zentriert',
      },
      images: {
        dusk: 'Abenddämmerung',
        dunes: 'Dünen',
        aurora: 'Polarlicht',
        lagoon: 'Lagune',
        mosaic: 'Mosaik',
      },
    },
    font: {
      heading: 'Schrift',
      label: 'Schrift des Desktops',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'Systemschrift',
        serif: 'Serifenschrift',
      },
    },
    motion: {
      heading: 'Bewegung',
      animations: 'Menüs und Benachrichtigungen animieren',
      reduced: 'Ihr System wünscht weniger Bewegung: nichts wird animiert.',
    },
    theme: {
      heading: 'Design',
      system: 'Wie das System',
      standard: 'Standard',
      vision: 'Vision',
      dark: 'Dunkel',
      forced: 'Ihr Konto legt das Design fest.',
    },
    shortcuts: {
      heading: 'Tastenkombinationen',
      search: 'Tastenkombinationen suchen',
      none: 'Keine Tastenkombination passt zu „{{query}}“.',
      change: 'Ändern',
      changeLabel: 'Tastenkombination für „{{description}}“ ändern',
      recording: 'Neue Tastenkombination drücken…',
      recordingHint: 'Drücken Sie die neue Tastenkombination mit ihren Zusatztasten oder Escape zum Abbrechen.',
      reset: 'Zurücksetzen',
      resetLabel: '„{{description}}“ auf die Voreinstellung zurücksetzen',
      resetAll: 'Alle zurücksetzen',
      fixed: 'Fest',
      refused: {
        typing: '{{chord}} würde beim Tippen fehlen: Nehmen Sie Strg, Alt oder Meta hinzu (nur F1–F12 gehen allein).',
        focus: '{{chord}} bewegt den Fokus zwischen den Bedienelementen und kann keine Tastenkombination sein.',
        fixed: '{{chord}} gehört zu „{{other}}“ und lässt sich nicht ändern.',
        taken: '{{chord}} wird schon für „{{other}}“ verwendet.',
      },
      unusable: {
        dead: 'Diese Taste kann nicht Teil einer Tastenkombination sein: Sie setzt Zeichen zusammen (Tottaste).',
        composing: 'Diese Taste kann nicht Teil einer Tastenkombination sein: Sie geht an die Eingabemethode, die gerade Text zusammensetzt (IME).',
        unidentified: 'Diese Taste kann nicht Teil einer Tastenkombination sein: Der Browser erkennt nicht, welche Taste es ist.',
      },
    },
  },
};

export default de_DE;
