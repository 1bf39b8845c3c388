import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  logout: {
    label: '注销',
    busy: '正在注销…',
    title: '注销',
    question: '您要注销吗？',
    yes: '是，注销',
    no: '不，取消',
  },
};

export default zh_CN;
