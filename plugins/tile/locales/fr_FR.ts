import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  tile: {
    label: 'Disposer toutes les fenêtres en mosaïque',
  },
};

export default fr_FR;
