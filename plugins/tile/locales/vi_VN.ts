import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  tile: {
    label: 'Xếp tất cả cửa sổ',
  },
};

export default vi_VN;
