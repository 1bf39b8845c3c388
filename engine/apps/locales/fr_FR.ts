import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: 'Accès refusé',
    desktopOnly: 'Ordinateur uniquement',
    launchFailed: 'Échec du lancement',
    openFailed: 'Ouverture impossible',
    noApplication: 'Aucune application ne peut ouvrir {{name}} ({{mime}})',
    openWith: 'Ouvrir {{name}} avec',
  },
  categories: {
    development: 'Développement',
    science: 'Sciences',
    games: 'Jeux',
    graphics: 'Graphisme',
    network: 'Réseau',
    multimedia: 'Multimédia',
    system: 'Système',
    business: 'Entreprise',
    finance: 'Finance',
    news: 'Actualités',
    medical: 'Médical',
    entertainment: 'Divertissement',
    productivity: 'Productivité',
    education: 'Éducation',
    photoVideo: 'Photo et vidéo',
    shopping: 'Achats',
    travel: 'Voyages',
    oi: 'Intelligence opérationnelle',
    other: 'Autres',
    salesandmarketing: 'Ventes et marketing',
    utilities: 'Utilitaires',
    office: 'Bureautique',
    hrmanagement: 'Gestion des RH',
    collaboration: 'Collaboration',
    employeeCenter: 'Espace collaborateurs',
    employeeManagement: 'Gestion des collaborateurs',
    customerRelations: 'Relations clients',
    qualityCompliance: 'Qualité et conformité',
    supportBusinessOperations: 'Support et opérations',
    organization: 'Organisation',
    qms: 'Gestion de la qualité',
    isms: "Sécurité de l'information",
    operationalIntelligence: 'Intelligence opérationnelle',
    salesMarketing: 'Ventes et marketing',
  },
};

export default fr_FR;
