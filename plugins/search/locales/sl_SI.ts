import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Iskanje',
    label: 'Iskanje datotek',
    placeholder: 'Ime datoteke',
    hint: 'Vnesite del imena datoteke in pritisnite Enter.',
    searching: 'Iskanje …',
    progress: 'Iskanje … {{searched}} od {{total}} mest, najdene datoteke: {{found}}',
    none: 'Ni najdenih datotek.',
    found: 'Najdene datoteke: {{count}}',
    results: 'Rezultati',
    tray: 'Iskanje datotek ({{key}})',
    shortcut: 'Prikaži ali skrij iskanje datotek',
  },
};

export default sl_SI;
