import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  logout: {
    label: 'Abmelden',
    busy: 'Abmeldung läuft…',
    title: 'Abmelden',
    question: 'Möchten Sie sich abmelden?',
    yes: 'Ja, abmelden',
    no: 'Nein, abbrechen',
  },
};

export default de_DE;
