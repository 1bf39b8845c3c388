import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  notes: {
    pages: 'Trang',
    firstPage: 'Ghi chú',
    pageText: 'Nội dung {{title}}',
    file: 'Tệp',
    open: 'Mở…',
    save: 'Lưu',
    saveAs: 'Lưu thành…',
    modified: '(đã sửa)',
    unsavedTitle: 'Thay đổi chưa lưu',
    unsaved: 'Đóng và bỏ các thay đổi chưa lưu trong {{names}}?',
    discard: 'Đóng không lưu',
  },
};

export default vi_VN;
