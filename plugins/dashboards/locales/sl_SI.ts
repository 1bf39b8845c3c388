import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  loading: 'Nalaganje…',
  preparing: 'Pripravljanje predstavitvenih podatkov… Do takrat so številke nepopolne.',
  back: 'Nazaj',
  backTo: 'Nazaj na {{title}}',
  showTable: 'Prikaži kot tabelo',
  showChart: 'Prikaži kot grafikon',
  kinds: { bar: 'Stolpčni grafikon', line: 'Črtni grafikon', pie: 'Tortni grafikon', table: 'Tabela' },
  point: '{{category}}: {{value}}',
  drillInto: 'Podrobneje: {{category}}',
  drillHint: 'Puščice izberejo element; Enter prikaže podrobnosti.',
  noRows: 'Za ta izbor ni podatkov.',
  chartsFailed: 'Grafikonov ni bilo mogoče naložiti. Znova odprite nadzorno ploščo.',
  errors: {
    unknownTarget: 'Neznan cilj podrobnejšega prikaza',
    noContext: 'Podrobnejši prikaz nima konteksta: pripomoček ne pove, kam vodi.',
    missingValue: 'Kontekst podrobnejšega prikaza nima vrednosti za »{{key}}«.',
    noWidget: 'Za podrobnejši prikaz ni bilo najdenega elementa pripomočka.',
  },
  tryAgain: 'Poskusi znova',
  dashboards: 'Nadzorne plošče',
  noDashboards: 'Ta račun še nima nadzornih plošč.',
  homeFailed: 'Vaše domače strani ni bilo mogoče naložiti: {{reason}}',
};

export default sl_SI;
