import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: 'Bureau',
    add: 'Ajouter un widget',
    remove: 'Supprimer le widget',
    digitalClock: 'Horloge numérique',
    home: 'Accueil',
    setColor: 'Définir la couleur',
    setFont: 'Définir la police',
    role: 'widget',
  },
};

export default fr_FR;
