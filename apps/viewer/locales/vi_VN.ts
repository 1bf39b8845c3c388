import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} được định nghĩa bằng dữ liệu và được mở qua Viewer.',
    pending: 'Các trang của ứng dụng sẽ hiển thị ở đây khi App Studio xuất bản chúng.',
    loading: 'Đang tải…',
    tooLarge: '{{name}} quá lớn để hiển thị ở đây ({{size}}).',
    unsupported: 'Viewer hiển thị hình ảnh và văn bản; {{name}} là {{mime}}.',
  },
};

export default vi_VN;
