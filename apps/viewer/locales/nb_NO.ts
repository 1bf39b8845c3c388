import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} er definert av data og åpnes gjennom Viewer.',
    pending: 'Sidene vises her så snart App Studio publiserer dem.',
    loading: 'Laster inn…',
    tooLarge: '{{name}} er for stor til å vises her ({{size}}).',
    unsupported: 'Viewer viser bilder og tekst; {{name}} er {{mime}}.',
  },
};

export default nb_NO;
