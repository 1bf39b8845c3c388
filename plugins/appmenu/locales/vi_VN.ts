import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: 'Ứng dụng',
    titleWithKey: 'Ứng dụng ({{key}})',
    empty: 'Không có ứng dụng nào',
    search: 'Tìm kiếm ứng dụng',
    noMatches: 'Không có ứng dụng nào khớp với “{{query}}”',
    shortcut: 'Mở hoặc đóng menu ứng dụng',
  },
};

export default vi_VN;
