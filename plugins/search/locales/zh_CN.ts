import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  // The F3 search overlay (plugins/search).
  search: {
    title: '搜索',
    label: '搜索文件',
    placeholder: '文件名',
    hint: '输入文件名的一部分，然后按 Enter。',
    searching: '正在搜索…',
    progress: '正在搜索… 已搜索 {{searched}}/{{total}} 个位置，找到的文件：{{found}}',
    none: '未找到文件。',
    found: '找到的文件：{{count}}',
    results: '结果',
    tray: '搜索文件（{{key}}）',
    shortcut: '显示或隐藏文件搜索',
  },
};

export default zh_CN;
