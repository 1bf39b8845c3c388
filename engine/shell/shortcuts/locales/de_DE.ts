import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: 'Tastenkombinationen',
    toggle: 'Tastenkombinationen ein- oder ausblenden',
    search: 'Tastenkombinationen durchsuchen',
    placeholder: 'Aktion, Taste oder Gruppe',
    none: 'Keine Tastenkombination passt zu „{{query}}“.',
    hint: 'Ändern Sie eine Tastenkombination in den Desktop-Einstellungen (keybindings) über ihre ID.',
    close: 'Schließen',
    groups: {
      desktop: 'Desktop',
      windows: 'Fenster',
      workspaces: 'Arbeitsflächen',
    },
    fixedKeys: {
      move: 'Fenster oder Widget mit dem Fokus verschieben',
      resize: 'Größe des Fensters oder Widgets mit dem Fokus ändern',
      menu: 'Kontextmenü des fokussierten Elements öffnen',
    },
    keys: {
      ctrl: 'Strg',
      alt: 'Alt',
      shift: 'Umschalt',
      win: 'Win',
      super: 'Super',
      space: 'Leertaste',
    },
  },
};

export default de_DE;
