import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: 'Hộp cát {{index}}',
    intro: 'Cửa sổ hộp cát {{index}}. Kéo cửa sổ bằng thanh tiêu đề, đổi kích thước từ bất kỳ cạnh nào và gõ vào ô bên dưới.',
    clickedOne: 'Đã nhấp {{clicks}} lần',
    clickedOther: 'Đã nhấp {{clicks}} lần',
    notes: 'Ghi chú',
    ordersLink: 'Mở trang Đơn hàng trong Ghi chú',
    ordersTitle: 'Đơn hàng',
    summaryLink: 'Mở bản tóm tắt trong Ghi chú',
  },
};

export default vi_VN;
