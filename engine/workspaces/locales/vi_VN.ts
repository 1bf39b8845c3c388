import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: 'Hiện không gian làm việc trước',
      next: 'Hiện không gian làm việc tiếp theo',
      moveTo: 'Chuyển cửa sổ đang chọn sang không gian làm việc {{n}}',
    },
  },
};

export default vi_VN;
