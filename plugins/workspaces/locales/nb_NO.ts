import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian Bokmål. */
const nb_NO: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: 'Arbeidsområder',
    numbered: 'Arbeidsområde {{n}}',
    add: 'Legg til et arbeidsområde',
    menu: 'Meny for {{name}}',
    renameItem: 'Gi nytt navn…',
    rename: 'Gi arbeidsområdet nytt navn',
    renameMessage: 'Nytt navn på arbeidsområdet:',
    remove: 'Fjern (vinduene flyttes til det forrige)',
  },
};

export default nb_NO;
