import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  preferences: {
    title: 'Tùy chọn',
    locked: 'Các cài đặt này đã bị quản trị viên của bạn khóa.',
    language: {
      heading: 'Ngôn ngữ',
      label: 'Ngôn ngữ hiển thị',
    },
    panel: {
      heading: 'Vị trí thanh bảng',
      top: 'Trên cùng',
      bottom: 'Dưới cùng',
    },
    wallpaper: {
      heading: 'Hình nền',
      gradient: 'Chuyển sắc',
      color: 'Màu đơn',
      colorLabel: 'Màu hình nền',
      fitLabel: 'Cách hiển thị ảnh',
      fits: {
        cover: 'Lấp đầy màn hình',
        contain: 'Vừa màn hình',
        tile: 'Lát gạch',
        center: 'Ở giữa',
      },
      images: {
        dusk: 'Hoàng hôn',
        dunes: 'Đồi cát',
        aurora: 'Cực quang',
        lagoon: 'Đầm phá',
        mosaic: 'Khảm',
      },
    },
    font: {
      heading: 'Phông chữ',
      label: 'Phông chữ màn hình nền',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'Phông chữ hệ thống',
        serif: 'Phông có chân',
      },
    },
    motion: {
      heading: 'Chuyển động',
      animations: 'Tạo hiệu ứng cho menu và thông báo',
      reduced: 'Hệ thống của bạn yêu cầu giảm chuyển động: không có hiệu ứng nào.',
    },
    theme: {
      heading: 'Giao diện',
      system: 'Theo hệ thống',
      standard: 'Tiêu chuẩn',
      vision: 'Vision',
      dark: 'Tối',
      forced: 'Tài khoản của bạn quy định giao diện.',
    },
    shortcuts: {
      heading: 'Phím tắt',
      search: 'Tìm phím tắt',
      none: 'Không có phím tắt nào khớp với “{{query}}”.',
      change: 'Đổi',
      changeLabel: 'Đổi phím tắt của “{{description}}”',
      recording: 'Nhấn phím tắt mới…',
      recordingHint: 'Nhấn phím tắt mới cùng các phím bổ trợ, hoặc Escape để hủy.',
      reset: 'Đặt lại',
      resetLabel: 'Đặt lại “{{description}}” về mặc định',
      resetAll: 'Đặt lại tất cả',
      fixed: 'Cố định',
      refused: {
        typing: '{{chord}} sẽ chặn việc gõ phím: hãy thêm Ctrl, Alt hoặc Meta (chỉ F1–F12 dùng được một mình).',
        focus: '{{chord}} di chuyển tiêu điểm giữa các điều khiển và không thể là phím tắt.',
        fixed: '{{chord}} được dành cho “{{other}}”, không thể thay đổi.',
        taken: '{{chord}} đã được dùng cho “{{other}}”.',
      },
      unusable: {
        dead: 'Không thể dùng phím này trong phím tắt: nó dùng để ghép ký tự (phím chết).',
        composing: 'Không thể dùng phím này trong phím tắt: nó thuộc về bộ gõ đang soạn văn bản (IME).',
        unidentified: 'Không thể dùng phím này trong phím tắt: trình duyệt không xác định được đây là phím nào.',
      },
    },
  },
};

export default vi_VN;
