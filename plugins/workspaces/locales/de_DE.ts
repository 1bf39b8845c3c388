import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: 'Arbeitsflächen',
    numbered: 'Arbeitsfläche {{n}}',
    add: 'Arbeitsfläche hinzufügen',
    menu: 'Menü von {{name}}',
    renameItem: 'Umbenennen…',
    rename: 'Arbeitsfläche umbenennen',
    renameMessage: 'Neuer Name der Arbeitsfläche:',
    remove: 'Entfernen (ihre Fenster wandern zur vorigen)',
  },
};

export default de_DE;
