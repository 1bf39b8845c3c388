import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: '全局搜索',
    question: '您要搜索什么？',
    filter: '搜索范围',
    filters: {
      apps: '应用',
      user: '用户',
      attachment: '附件',
      comment: '评论',
    },
    search: '搜索',
    empty: '请输入要搜索的内容！',
    special: '不允许使用特殊字符！',
    recent: '最近搜索',
    noRecent: '没有最近的搜索',
    searching: '正在搜索…',
    noResults: '没有结果',
    range: '结果 {{from}}–{{to}}',
    failed: '搜索失败：{{message}}',
    results: '结果',
    pages: '结果页',
    previous: '上一页',
    next: '下一页',
    unnamedTask: '无',
    onTask: '{{by}}{{time}} · 在 {{app}} 的“{{task}}”中',
  },
};

export default zh_CN;
