import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  panel: {
    label: '面板',
    position: '面板位置',
    top: '顶部',
    bottom: '底部',
  },
  notifications: {
    label: '通知',
    dismiss: '关闭通知',
  },
  language: {
    failedTitle: '语言未更改',
    failed: '无法加载{{language}}。请检查网络连接后重试。',
  },
  settings: {
    unloadedTitle: '设置未加载',
    unloaded: '无法加载您的设置，系统将重试。在此期间所做的更改会被保留，并在设置加载后保存。',
  },
  socket: {
    mask: '请等待网络连接',
    lostTitle: '连接已断开',
    lost: '与服务器的连接已断开。正在尝试重新连接…',
    restoredTitle: '连接已恢复',
    restored: '与服务器的连接已恢复。',
    failedTitle: '连接已关闭',
    failed: '无法连接到服务器。正在重试…',
  },
  welcome: {
    title: '欢迎使用 {{product}}',
    message: '{{firstname}}，您好，{{greeting}}！',
    morning: '早上好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  consent: {
    title: '隐私政策',
    agree: '我已阅读并同意隐私政策',
    required: '您需要同意我们的条款和条件',
    submit: '继续',
    thanksTitle: '谢谢',
    thanks: '感谢您同意我们的隐私政策。',
  },
  profile: {
    menu: '个人资料',
    editPreferences: '编辑偏好设置',
    switchAccount: '切换账户',
    signOut: '退出登录',
  },
  profileCard: {
    close: '关闭',
    loading: '正在加载…',
    unknown: '无法获取个人资料',
    chat: '聊天',
    chatWith: '与 {{name}} 聊天',
    noChat: '未安装聊天应用',
    mail: '邮件',
    mailTo: '给 {{name}} 写邮件',
    email: '电子邮件',
    manager: '经理',
    country: '国家/地区',
  },
};

export default zh_CN;
