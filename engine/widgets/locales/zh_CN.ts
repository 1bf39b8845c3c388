import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  widgets: {
    desktop: '桌面',
    add: '添加小部件',
    remove: '移除小部件',
    digitalClock: '数字时钟',
    home: '主页',
    setColor: '设置颜色',
    setFont: '设置字体',
    role: '小部件',
  },
};

export default zh_CN;
