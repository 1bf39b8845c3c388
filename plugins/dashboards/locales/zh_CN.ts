import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  loading: '正在加载…',
  preparing: '正在准备演示数据… 完成之前数字不完整。',
  back: '返回',
  backTo: '返回{{title}}',
  showTable: '以表格显示',
  showChart: '以图表显示',
  kinds: { bar: '柱状图', line: '折线图', pie: '饼图', table: '表格' },
  point: '{{category}}：{{value}}',
  drillInto: '下钻到 {{category}}',
  drillHint: '方向键选择元素；回车键下钻。',
  noRows: '此选择没有数据。',
  chartsFailed: '无法加载图表。请重新打开仪表板重试。',
  errors: {
    unknownTarget: '未知的下钻目标',
    noContext: '下钻没有上下文：该组件未指明去向。',
    missingValue: '下钻上下文中没有“{{key}}”的值。',
    noWidget: '找不到用于下钻的组件元素。',
  },
  tryAgain: '重试',
  dashboards: '仪表板',
  noDashboards: '此账户还没有仪表板。',
  homeFailed: '无法加载您的主页：{{reason}}',
};

export default zh_CN;
