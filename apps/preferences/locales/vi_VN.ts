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
    keybinding: {
      heading: 'Phím tắt',
      label: 'Mở menu ứng dụng',
      hint: 'Ví dụ Alt+A hoặc Ctrl+Shift+F2.',
      errors: {
        empty: 'Hãy nhập một phím tắt, ví dụ Alt+A.',
        noKey: 'Phím tắt cần một phím sau các phím bổ trợ, ví dụ Alt+A.',
        notModifier: '“{{part}}” không phải phím bổ trợ: hãy dùng Ctrl, Alt, Shift hoặc Meta.',
        notKey: '“{{part}}” không phải là phím: hãy kết thúc bằng một chữ cái, chữ số, F1–F12 hoặc phím như Enter hay Escape.',
        repeated: '{{part}} xuất hiện nhiều lần.',
      },
    },
  },
};

export default vi_VN;
