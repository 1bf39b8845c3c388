import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: 'Varsler',
    titleQuiet: 'Varsler (ikke forstyrr)',
    doNotDisturb: 'Ikke forstyrr',
    quietNote: 'Nye varsler samles her, uten oppsprett eller lyd.',
    history: 'Varslingslogg',
    empty: 'Ingen varsler ennå',
    failed: 'Varslene kunne ikke lastes: {{message}}',
    clear: 'Fjern alle',
    close: 'Lukk',
  },
};

export default nb_NO;
