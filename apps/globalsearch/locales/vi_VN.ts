import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Tìm kiếm toàn cục',
    question: 'Bạn đang tìm gì?',
    filter: 'Tìm trong',
    filters: {
      apps: 'Ứng dụng',
      user: 'Người dùng',
      attachment: 'Tệp đính kèm',
      comment: 'Bình luận',
    },
    search: 'Tìm kiếm',
    empty: 'Vui lòng nhập nội dung cần tìm!',
    special: 'Không được phép dùng ký tự đặc biệt!',
    recent: 'Gần đây',
    noRecent: 'Chưa có tìm kiếm gần đây',
    searching: 'Đang tìm…',
    noResults: 'Không có kết quả',
    range: 'Kết quả {{from}}–{{to}}',
    failed: 'Tìm kiếm thất bại: {{message}}',
    results: 'Kết quả',
    pages: 'Các trang kết quả',
    previous: 'Trước',
    next: 'Tiếp',
    unnamedTask: 'Không có',
    onTask: '{{by}}{{time}} · trong “{{task}}” ở {{app}}',
  },
};

export default vi_VN;
