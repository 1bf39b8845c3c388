import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: 'Pokaži prejšnje delovno okolje',
      next: 'Pokaži naslednje delovno okolje',
      moveTo: 'Premakni dejavno okno v delovno okolje {{n}}',
    },
  },
};

export default sl_SI;
