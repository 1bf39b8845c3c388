import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  tile: {
    label: '平铺所有窗口',
  },
};

export default zh_CN;
