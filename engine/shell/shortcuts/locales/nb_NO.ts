import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Norwegian Bokmål. */
const nb_NO: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: 'Hurtigtaster',
    toggle: 'Vis eller skjul hurtigtastene',
    search: 'Søk i hurtigtaster',
    placeholder: 'Handling, tast eller gruppe',
    none: 'Ingen hurtigtast samsvarer med «{{query}}».',
    hint: 'Endre en hurtigtast i skrivebordsinnstillingene (keybindings) med ID-en.',
    close: 'Lukk',
    groups: {
      desktop: 'Skrivebord',
      windows: 'Vinduer',
      workspaces: 'Arbeidsområder',
    },
    fixedKeys: {
      move: 'Flytt vinduet eller widgeten som har fokus',
      resize: 'Endre størrelse på vinduet eller widgeten som har fokus',
      menu: 'Åpne hurtigmenyen for det som har fokus',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Shift',
      win: 'Win',
      super: 'Super',
      space: 'Mellomrom',
    },
  },
};

export default nb_NO;
