import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  appmenu: {
    label: '应用',
    titleWithKey: '应用（{{key}}）',
    empty: '没有可用的应用',
    search: '搜索应用',
    noMatches: '没有与“{{query}}”匹配的应用',
    shortcut: '打开或关闭应用菜单',
  },
};

export default zh_CN;
