import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: 'Delovna okolja',
    numbered: 'Delovno okolje {{n}}',
    add: 'Dodaj delovno okolje',
    menu: 'Meni za {{name}}',
    renameItem: 'Preimenuj …',
    rename: 'Preimenuj delovno okolje',
    renameMessage: 'Novo ime delovnega okolja:',
    remove: 'Odstrani (okna gredo v prejšnje)',
  },
};

export default sl_SI;
