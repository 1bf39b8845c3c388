import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  home: {
    label: 'Trang chủ: hiện màn hình nền',
  },
};

export default vi_VN;
