import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Søk',
    label: 'Søk etter filer',
    placeholder: 'Filnavn',
    hint: 'Skriv en del av et filnavn og trykk Enter.',
    searching: 'Søker…',
    progress: 'Søker… {{searched}} av {{total}} steder, filer funnet: {{found}}',
    none: 'Fant ingen filer.',
    found: 'Filer funnet: {{count}}',
    results: 'Resultater',
    tray: 'Søk etter filer ({{key}})',
    shortcut: 'Vis eller skjul filsøket',
  },
};

export default nb_NO;
