import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  tile: {
    label: 'Fordel alle vinduer',
  },
};

export default nb_NO;
