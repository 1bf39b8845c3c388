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
    tileAll: 'Xếp tất cả',
  },
  snap: {
    left: 'Ghim cửa sổ sang trái; nhấn lại: góc phần tư trên và dưới',
    right: 'Ghim cửa sổ sang phải; nhấn lại: góc phần tư trên và dưới',
    up: 'Phóng to cửa sổ',
    down: 'Ghim cửa sổ xuống nửa dưới; cửa sổ đang phóng to được khôi phục',
  },
};

export default vi_VN;
