import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: 'Ingen tilgang',
    desktopOnly: 'Kun for datamaskin',
    launchFailed: 'Oppstart mislyktes',
    openFailed: 'Kan ikke åpne',
    noApplication: 'Ingen programmer kan åpne {{name}} ({{mime}})',
    openWith: 'Åpne {{name}} med',
  },
  categories: {
    development: 'Utvikling',
    science: 'Vitenskap',
    games: 'Spill',
    graphics: 'Grafikk',
    network: 'Nettverk',
    multimedia: 'Multimedia',
    system: 'System',
    business: 'Forretning',
    finance: 'Økonomi',
    news: 'Nyheter',
    medical: 'Medisin',
    entertainment: 'Underholdning',
    productivity: 'Produktivitet',
    education: 'Utdanning',
    photoVideo: 'Foto og video',
    shopping: 'Shopping',
    travel: 'Reise',
    oi: 'Operasjonell innsikt',
    other: 'Annet',
    salesandmarketing: 'Salg og markedsføring',
    utilities: 'Verktøy',
    office: 'Kontor',
    hrmanagement: 'HR-ledelse',
    collaboration: 'Samarbeid',
    employeeCenter: 'Ansattsenter',
    employeeManagement: 'Ansattadministrasjon',
    customerRelations: 'Kunderelasjoner',
    qualityCompliance: 'Kvalitet og samsvar',
    supportBusinessOperations: 'Støtte og forretningsdrift',
    organization: 'Organisasjon',
    qms: 'Kvalitetsstyring',
    isms: 'Informasjonssikkerhet',
    operationalIntelligence: 'Operasjonell innsikt',
    salesMarketing: 'Salg og markedsføring',
  },
};

export default nb_NO;
