import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: 'Obvestila',
    titleQuiet: 'Obvestila (ne moti)',
    doNotDisturb: 'Ne moti',
    quietNote: 'Nova obvestila se shranjujejo tukaj, brez pojavnega okna in zvoka.',
    history: 'Zgodovina obvestil',
    empty: 'Še ni obvestil',
    failed: 'Obvestil ni bilo mogoče naložiti: {{message}}',
    clear: 'Počisti vse',
    close: 'Zapri',
  },
};

export default sl_SI;
