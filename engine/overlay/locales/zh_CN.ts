import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  window: {
    move: '移动',
    minimize: '最小化',
    maximize: '最大化',
    restore: '还原',
    raise: '置于顶层',
    close: '关闭',
    loading: '正在加载…',
    menu: '窗口菜单',
  },
};

export default zh_CN;
