import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  developer: {
    title: '开发者',
    killAll: '结束所有应用',
    kill: '结束',
    reload: '重新加载',
    noApps: '没有正在运行的应用',
    app: '{{title}}（{{pid}}）',
    clearSettings: '清除已保存的设置',
    packageFailures: '加载失败的软件包',
  },
};

export default zh_CN;
