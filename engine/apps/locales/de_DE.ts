import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: 'Zugriff verweigert',
    desktopOnly: 'Nur für Desktop',
    launchFailed: 'Start fehlgeschlagen',
    openFailed: 'Öffnen nicht möglich',
    noApplication: 'Keine Anwendung kann {{name}} ({{mime}}) öffnen',
    openWith: '{{name}} öffnen mit',
  },
  categories: {
    development: 'Entwicklung',
    science: 'Wissenschaft',
    games: 'Spiele',
    graphics: 'Grafik',
    network: 'Netzwerk',
    multimedia: 'Multimedia',
    system: 'System',
    business: 'Geschäft',
    finance: 'Finanzen',
    news: 'Nachrichten',
    medical: 'Medizin',
    entertainment: 'Unterhaltung',
    productivity: 'Produktivität',
    education: 'Bildung',
    photoVideo: 'Foto & Video',
    shopping: 'Einkaufen',
    travel: 'Reisen',
    oi: 'Operational Intelligence',
    other: 'Sonstiges',
    salesandmarketing: 'Vertrieb & Marketing',
    utilities: 'Dienstprogramme',
    office: 'Büro',
    hrmanagement: 'Personalwesen',
    collaboration: 'Zusammenarbeit',
    employeeCenter: 'Mitarbeitercenter',
    employeeManagement: 'Mitarbeiterverwaltung',
    customerRelations: 'Kundenbeziehungen',
    qualityCompliance: 'Qualität & Compliance',
    supportBusinessOperations: 'Support & Geschäftsbetrieb',
    organization: 'Organisation',
    qms: 'Qualitätsmanagement',
    isms: 'Informationssicherheit',
    operationalIntelligence: 'Operational Intelligence',
    salesMarketing: 'Vertrieb & Marketing',
  },
};

export default de_DE;
