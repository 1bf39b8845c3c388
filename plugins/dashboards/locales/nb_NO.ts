import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  loading: 'Laster…',
  preparing: 'Forbereder demodata… Tallene er ufullstendige til det er ferdig.',
  back: 'Tilbake',
  backTo: 'Tilbake til {{title}}',
  showTable: 'Vis som tabell',
  showChart: 'Vis som diagram',
  kinds: { bar: 'Stolpediagram', line: 'Linjediagram', pie: 'Sektordiagram', table: 'Tabell' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill ned i {{category}}',
  drillHint: 'Piltastene velger et element; Enter driller ned.',
  noRows: 'Ingen data for dette utvalget.',
  chartsFailed: 'Diagrammene kunne ikke lastes. Åpne dashbordet på nytt for å prøve igjen.',
  errors: {
    unknownTarget: 'Ukjent mål for drill-down',
    noContext: 'Drill-down mangler kontekst: widgeten sier ikke hvor den fører.',
    missingValue: 'Drill-down-konteksten har ingen verdi for «{{key}}».',
    noWidget: 'Fant ikke noe widget-element for drill-down.',
  },
  tryAgain: 'Prøv igjen',
  dashboards: 'Dashbord',
  noDashboards: 'Denne kontoen har ingen dashbord ennå.',
  homeFailed: 'Hjemmesiden din kunne ikke lastes: {{reason}}',
};

export default nb_NO;
