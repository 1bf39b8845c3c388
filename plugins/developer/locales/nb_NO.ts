import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  developer: {
    title: 'Utvikler',
    killAll: 'Avslutt alle applikasjoner',
    kill: 'Avslutt',
    reload: 'Last inn på nytt',
    noApps: 'Ingen applikasjoner kjører',
    app: '{{title}} ({{pid}})',
    clearSettings: 'Slett lagrede innstillinger',
    packageFailures: 'Pakker som ikke kunne lastes',
  },
};

export default nb_NO;
