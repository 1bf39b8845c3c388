import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Simplified Chinese. */
const zh_CN: TranslationTable<typeof en_EN> = {
  workspaces: {
    keys: {
      previous: '显示上一个工作区',
      next: '显示下一个工作区',
      moveTo: '将当前窗口移到工作区 {{n}}',
    },
  },
};

export default zh_CN;
