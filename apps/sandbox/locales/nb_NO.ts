import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: 'Sandkasse {{index}}',
    intro: 'Sandkassevindu {{index}}. Dra det etter overskriftslinjen, endre størrelsen fra en hvilken som helst kant, og skriv nedenfor.',
    clickedOne: 'Klikket {{clicks}} gang',
    clickedOther: 'Klikket {{clicks}} ganger',
    notes: 'Notater',
    ordersLink: 'Åpne siden Bestillinger i Notater',
    ordersTitle: 'Bestillinger',
    summaryLink: 'Åpne et sammendrag i Notater',
  },
};

export default nb_NO;
