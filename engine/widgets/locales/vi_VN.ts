import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: 'Màn hình nền',
    add: 'Thêm tiện ích',
    remove: 'Xóa tiện ích',
    digitalClock: 'Đồng hồ số',
    home: 'Trang chủ',
    setColor: 'Đặt màu',
    setFont: 'Đặt phông chữ',
    role: 'tiện ích',
  },
};

export default vi_VN;
