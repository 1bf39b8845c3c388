import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: 'Phím tắt',
    toggle: 'Hiện hoặc ẩn danh sách phím tắt',
    search: 'Tìm phím tắt',
    placeholder: 'Thao tác, phím hoặc nhóm',
    none: 'Không có phím tắt nào khớp với “{{query}}”.',
    hint: 'Đổi phím tắt trong cài đặt màn hình nền (keybindings) theo mã của nó.',
    close: 'Đóng',
    groups: {
      desktop: 'Màn hình nền',
      windows: 'Cửa sổ',
      workspaces: 'Không gian làm việc',
    },
    fixedKeys: {
      move: 'Di chuyển cửa sổ hoặc tiện ích đang được chọn',
      resize: 'Đổi kích thước cửa sổ hoặc tiện ích đang được chọn',
      menu: 'Mở menu ngữ cảnh của mục đang được chọn',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Shift',
      win: 'Win',
      super: 'Super',
      space: 'Phím cách',
    },
  },
};

export default vi_VN;
