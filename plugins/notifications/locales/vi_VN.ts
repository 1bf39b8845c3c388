import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: 'Thông báo',
    titleQuiet: 'Thông báo (không làm phiền)',
    doNotDisturb: 'Không làm phiền',
    quietNote: 'Thông báo mới được lưu ở đây, không hiện cửa sổ và không phát âm thanh.',
    history: 'Lịch sử thông báo',
    empty: 'Chưa có thông báo nào',
    failed: 'Không tải được thông báo: {{message}}',
    clear: 'Xóa tất cả',
    close: 'Đóng',
  },
};

export default vi_VN;
