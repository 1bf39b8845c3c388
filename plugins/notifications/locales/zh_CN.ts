import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  notificationCenter: {
    title: '通知',
    titleQuiet: '通知（勿扰）',
    doNotDisturb: '勿扰',
    quietNote: '新通知会保存在这里，不弹出也不发声。',
    history: '通知历史',
    empty: '暂无通知',
    failed: '无法加载通知：{{message}}',
    clear: '全部清除',
    close: '关闭',
  },
};

export default zh_CN;
