import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: 'Bližnjice na tipkovnici',
    toggle: 'Prikaži ali skrij bližnjice na tipkovnici',
    search: 'Iskanje bližnjic',
    placeholder: 'Dejanje, tipka ali skupina',
    none: 'Nobena bližnjica se ne ujema z »{{query}}«.',
    hint: 'Bližnjico spremenite v nastavitvah namizja (keybindings) po njenem ID-ju.',
    close: 'Zapri',
    groups: {
      desktop: 'Namizje',
      windows: 'Okna',
      workspaces: 'Delovni prostori',
    },
    fixedKeys: {
      move: 'Premakni okno ali gradnik v fokusu',
      resize: 'Spremeni velikost okna ali gradnika v fokusu',
      menu: 'Odpri priročni meni elementa v fokusu',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Shift',
      win: 'Win',
      super: 'Super',
      space: 'Preslednica',
    },
  },
};

export default sl_SI;
