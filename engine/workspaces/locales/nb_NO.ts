import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian Bokmål. */
const nb_NO: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: 'Vis forrige arbeidsområde',
      next: 'Vis neste arbeidsområde',
      moveTo: 'Flytt det aktive vinduet til arbeidsområde {{n}}',
    },
  },
};

export default nb_NO;
