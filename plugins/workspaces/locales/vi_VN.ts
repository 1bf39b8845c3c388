import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: 'Không gian làm việc',
    numbered: 'Không gian {{n}}',
    add: 'Thêm không gian làm việc',
    menu: 'Menu của {{name}}',
    renameItem: 'Đổi tên…',
    rename: 'Đổi tên không gian làm việc',
    renameMessage: 'Tên mới của không gian làm việc:',
    remove: 'Xóa (cửa sổ chuyển sang không gian trước)',
  },
};

export default vi_VN;
