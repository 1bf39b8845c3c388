import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  loading: 'Đang tải…',
  preparing: 'Đang chuẩn bị dữ liệu mẫu… Các số liệu chưa đầy đủ cho đến khi hoàn tất.',
  back: 'Quay lại',
  backTo: 'Quay lại {{title}}',
  showTable: 'Hiển thị dạng bảng',
  showChart: 'Hiển thị dạng biểu đồ',
  kinds: { bar: 'Biểu đồ cột', line: 'Biểu đồ đường', pie: 'Biểu đồ tròn', table: 'Bảng' },
  point: '{{category}}: {{value}}',
  drillInto: 'Xem chi tiết {{category}}',
  drillHint: 'Phím mũi tên chọn một phần tử; Enter để xem chi tiết.',
  noRows: 'Không có dữ liệu cho lựa chọn này.',
  chartsFailed: 'Không thể tải biểu đồ. Hãy mở lại bảng điều khiển để thử lại.',
  errors: {
    unknownTarget: 'Đích xem chi tiết không xác định',
    noContext: 'Thao tác xem chi tiết không có ngữ cảnh: tiện ích không cho biết dẫn đến đâu.',
    missingValue: 'Ngữ cảnh xem chi tiết không có giá trị cho “{{key}}”.',
    noWidget: 'Không tìm thấy phần tử tiện ích để xem chi tiết.',
  },
  tryAgain: 'Thử lại',
  dashboards: 'Bảng điều khiển',
  noDashboards: 'Tài khoản này chưa có bảng điều khiển nào.',
  homeFailed: 'Không thể tải trang chủ của bạn: {{reason}}',
};

export default vi_VN;
