import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  sandbox: {
    title: '沙盒 {{index}}',
    intro: '沙盒窗口 {{index}}。拖动标题栏可移动窗口，拖动任意边缘可调整大小，并可在下方输入文字。',
    clickedOne: '已点击 {{clicks}} 次',
    clickedOther: '已点击 {{clicks}} 次',
    notes: '笔记',
    ordersLink: '在笔记中打开“订单”页面',
    ordersTitle: '订单',
    summaryLink: '在笔记中打开摘要',
  },
};

export default zh_CN;
