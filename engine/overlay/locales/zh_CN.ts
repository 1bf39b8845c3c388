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
    tileAll: '平铺全部',
  },
  snap: {
    left: '将窗口贴靠到左侧；再按：上、下四分之一',
    right: '将窗口贴靠到右侧；再按：上、下四分之一',
    up: '最大化窗口',
    down: '将窗口贴靠到下半部分；已最大化的窗口则还原',
  },
};

export default zh_CN;
