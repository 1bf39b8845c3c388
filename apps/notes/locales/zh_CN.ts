import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  notes: {
    pages: '页面',
    firstPage: '笔记',
    pageText: '{{title}} 的文本',
    file: '文件',
    open: '打开…',
    save: '保存',
    saveAs: '另存为…',
    modified: '（已修改）',
    unsavedTitle: '未保存的更改',
    unsaved: '关闭并丢弃 {{names}} 中未保存的更改？',
    discard: '关闭而不保存',
  },
};

export default zh_CN;
