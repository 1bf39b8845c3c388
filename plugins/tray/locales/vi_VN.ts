import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  tray: {
    label: 'Khay hệ thống',
  },
};

export default vi_VN;
