import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  developer: {
    title: 'Nhà phát triển',
    killAll: 'Dừng tất cả ứng dụng',
    kill: 'Dừng',
    reload: 'Tải lại',
    noApps: 'Không có ứng dụng nào đang chạy',
    app: '{{title}} ({{pid}})',
    clearSettings: 'Xóa cài đặt đã lưu',
    packageFailures: 'Các gói không tải được',
  },
};

export default vi_VN;
