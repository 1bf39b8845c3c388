import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  logout: {
    label: 'Logg ut',
    busy: 'Logger ut…',
    title: 'Logg ut',
    question: 'Vil du logge ut?',
    yes: 'Ja, logg ut',
    no: 'Nei, avbryt',
  },
};

export default nb_NO;
