import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  viewer: {
    definedBy: '{{title}} 由数据定义，并通过 Viewer 打开。',
    pending: '应用工作室发布后，其页面将显示在此处。',
    loading: '正在加载…',
    tooLarge: '{{name}} 太大，无法在此显示（{{size}}）。',
    unsupported: 'Viewer 只显示图片和文本；{{name}} 的类型是 {{mime}}。',
  },
};

export default zh_CN;
