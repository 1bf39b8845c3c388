import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: '拒绝访问',
    desktopOnly: '仅限桌面设备',
    launchFailed: '启动失败',
    openFailed: '无法打开',
    noApplication: '没有应用程序可以打开 {{name}}（{{mime}}）',
    openWith: '使用以下应用打开 {{name}}',
  },
  categories: {
    development: '开发',
    science: '科学',
    games: '游戏',
    graphics: '图形',
    network: '网络',
    multimedia: '多媒体',
    system: '系统',
    business: '商务',
    finance: '财务',
    news: '新闻',
    medical: '医疗',
    entertainment: '娱乐',
    productivity: '效率',
    education: '教育',
    photoVideo: '照片和视频',
    shopping: '购物',
    travel: '旅行',
    oi: '运营智能',
    other: '其他',
    salesandmarketing: '销售与营销',
    utilities: '实用工具',
    office: '办公',
    hrmanagement: '人力资源管理',
    collaboration: '协作',
    employeeCenter: '员工中心',
    employeeManagement: '员工管理',
    customerRelations: '客户关系',
    qualityCompliance: '质量与合规',
    supportBusinessOperations: '支持与业务运营',
    organization: '组织',
    qms: '质量管理',
    isms: '信息安全',
    operationalIntelligence: '运营智能',
    salesMarketing: '销售与营销',
  },
};

export default zh_CN;
