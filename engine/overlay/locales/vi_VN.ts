import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  window: {
    move: 'Di chuyển',
    minimize: 'Thu nhỏ',
    maximize: 'Phóng to',
    restore: 'Khôi phục',
    raise: 'Đưa lên trên',
    close: 'Đóng',
    loading: 'Đang tải…',
    menu: 'Menu cửa sổ',
  },
};

export default vi_VN;
