import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  developer: {
    title: 'Développeur',
    killAll: 'Arrêter toutes les applications',
    kill: 'Arrêter',
    reload: 'Recharger',
    noApps: "Aucune application en cours d'exécution",
    app: '{{title}} ({{pid}})',
    clearSettings: 'Effacer les paramètres enregistrés',
    packageFailures: 'Paquets qui n’ont pas pu être chargés',
  },
};

export default fr_FR;
