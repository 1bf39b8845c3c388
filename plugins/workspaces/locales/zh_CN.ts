import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Simplified Chinese. */
const zh_CN: TranslationTable<typeof en_EN> = {
  workspaceSwitcher: {
    label: '工作区',
    numbered: '工作区 {{n}}',
    add: '添加工作区',
    menu: '{{name}} 菜单',
    renameItem: '重命名…',
    rename: '重命名工作区',
    renameMessage: '工作区的新名称：',
    remove: '删除（其窗口移到前一个工作区）',
  },
};

export default zh_CN;
