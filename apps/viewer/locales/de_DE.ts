import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} ist durch Daten definiert und wird über den Viewer geöffnet.',
    pending: 'Seine Seiten erscheinen hier, sobald das App Studio sie veröffentlicht.',
    loading: 'Wird geladen…',
    tooLarge: '{{name}} ist zu groß, um hier angezeigt zu werden ({{size}}).',
    unsupported: 'Der Viewer zeigt Bilder und Text; {{name}} ist {{mime}}.',
  },
};

export default de_DE;
