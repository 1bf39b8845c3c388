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
    keybinding: {
      heading: 'Tastenkürzel',
      label: 'Anwendungsmenü öffnen',
      hint: 'Zum Beispiel Alt+A oder Ctrl+Shift+F2.',
      errors: {
        empty: 'Geben Sie ein Tastenkürzel ein, zum Beispiel Alt+A.',
        noKey: 'Nach den Zusatztasten fehlt eine Taste, zum Beispiel Alt+A.',
        notModifier: '„{{part}}“ ist keine Zusatztaste: Verwenden Sie Ctrl, Alt, Shift oder Meta.',
        notKey: '„{{part}}“ ist keine Taste: Enden Sie mit einem Buchstaben, einer Ziffer, F1–F12 oder einer Taste wie Enter oder Escape.',
        repeated: '{{part}} kommt mehrfach vor.',
      },
    },
  },
};

export default de_DE;
