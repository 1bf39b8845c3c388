import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: 'Tìm kiếm',
    label: 'Tìm tệp',
    placeholder: 'Tên tệp',
    hint: 'Nhập một phần tên tệp rồi nhấn Enter.',
    searching: 'Đang tìm…',
    progress: 'Đang tìm… {{searched}}/{{total}} vị trí, số tệp tìm thấy: {{found}}',
    none: 'Không tìm thấy tệp nào.',
    found: 'Số tệp tìm thấy: {{count}}',
    results: 'Kết quả',
    tray: 'Tìm tệp ({{key}})',
    shortcut: 'Hiện hoặc ẩn ô tìm tệp',
  },
};

export default vi_VN;
