import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  loading: 'Chargement…',
  preparing: 'Préparation des données de démonstration… Les chiffres sont partiels d’ici là.',
  back: 'Retour',
  backTo: 'Retour à {{title}}',
  showTable: 'Afficher en tableau',
  showChart: 'Afficher en graphique',
  kinds: { bar: 'Graphique à barres', line: 'Graphique linéaire', pie: 'Graphique circulaire', table: 'Tableau' },
  point: '{{category}} : {{value}}',
  drillInto: 'Explorer {{category}}',
  drillHint: 'Les flèches choisissent un élément ; Entrée l’explore.',
  noRows: 'Aucune donnée pour cette sélection.',
  chartsFailed: 'Les graphiques n’ont pas pu être chargés. Rouvrez le tableau de bord pour réessayer.',
  errors: {
    unknownTarget: 'Cible d’exploration inconnue',
    noContext: 'L’exploration n’a pas de contexte : le widget n’indique pas où aller.',
    missingValue: 'Le contexte de l’exploration n’a pas de valeur pour « {{key}} ».',
    noWidget: 'Aucun élément de widget n’a été trouvé pour l’exploration.',
  },
  tryAgain: 'Réessayer',
  dashboards: 'Tableaux de bord',
  noDashboards: 'Ce compte n’a pas encore de tableau de bord.',
  homeFailed: 'Votre page d’accueil n’a pas pu être chargée : {{reason}}',
};

export default fr_FR;
