import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: 'Dostop zavrnjen',
    desktopOnly: 'Samo za namizje',
    launchFailed: 'Zagon ni uspel',
    openFailed: 'Odpiranje ni mogoče',
    noApplication: 'Nobena aplikacija ne more odpreti {{name}} ({{mime}})',
    openWith: 'Odpri {{name}} z',
  },
  categories: {
    development: 'Razvoj',
    science: 'Znanost',
    games: 'Igre',
    graphics: 'Grafika',
    network: 'Omrežje',
    multimedia: 'Večpredstavnost',
    system: 'Sistem',
    business: 'Poslovanje',
    finance: 'Finance',
    news: 'Novice',
    medical: 'Medicina',
    entertainment: 'Zabava',
    productivity: 'Produktivnost',
    education: 'Izobraževanje',
    photoVideo: 'Foto in video',
    shopping: 'Nakupovanje',
    travel: 'Potovanja',
    oi: 'Operativna inteligenca',
    other: 'Drugo',
    salesandmarketing: 'Prodaja in trženje',
    utilities: 'Pripomočki',
    office: 'Pisarna',
    hrmanagement: 'Upravljanje kadrov',
    collaboration: 'Sodelovanje',
    employeeCenter: 'Center za zaposlene',
    employeeManagement: 'Upravljanje zaposlenih',
    customerRelations: 'Odnosi s strankami',
    qualityCompliance: 'Kakovost in skladnost',
    supportBusinessOperations: 'Podpora in poslovni procesi',
    organization: 'Organizacija',
    qms: 'Upravljanje kakovosti',
    isms: 'Informacijska varnost',
    operationalIntelligence: 'Operativna inteligenca',
    salesMarketing: 'Prodaja in trženje',
  },
};

export default sl_SI;
