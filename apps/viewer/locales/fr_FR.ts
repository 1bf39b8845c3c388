import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} est défini par des données et ouvert dans le Viewer.',
    pending: "Ses pages s'afficheront ici dès que l'App Studio les aura publiées.",
    loading: 'Chargement…',
    tooLarge: '{{name}} est trop volumineux pour être affiché ici ({{size}}).',
    unsupported: 'Le Viewer affiche les images et le texte ; {{name}} est de type {{mime}}.',
  },
};

export default fr_FR;
