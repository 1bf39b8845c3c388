import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  login: {
    title: '欢迎使用 {{product}}',
    version: '版本 {{version}}',
    username: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
    forgot: '忘记密码？',
    external: {
      signingIn: '正在通过 {{provider}} 登录…',
      failed: '通过 {{provider}} 登录失败：{{message}}',
      retry: '重试',
      ownForm: '使用用户名和密码登录',
    },
    errors: {
      empty: '用户名或密码不能为空。',
      incorrect: '您输入的用户名或密码不正确',
      failed: '登录失败',
    },
  },
  forgot: {
    heading: '找回密码',
    username: '用户名',
    submit: '给我发送找回链接',
    submitting: '正在发送…',
    back: '返回',
    empty: '请输入您的用户名',
    sent: '如果该账户存在，我们将发送一封包含后续说明的电子邮件',
  },
  about: {
    heading: '关于我们',
    body: '{{product}} 是一个在浏览器中运行的桌面式工作空间。组织成员只需登录一次，即可在窗口中并排运行各项业务应用，并配有面板、通知和托盘，就像在自己的电脑上工作一样。',
    accounts: '每个组织都有自己的账户，拥有各自的品牌、隐私政策和应用。属于多个账户的用户无需退出登录即可切换，并能在离开时的位置找到之前打开的应用。',
    data: '您的数据始终留在运营本网站的组织中：{{product}} 运行在其自有服务器上，密码仅以加盐哈希的形式保存，不会向任何第三方提供任何数据。',
    contact: '对您的账户有疑问？请联系您所在组织的管理员；忘记密码时，可以通过“忘记密码？”自行重置。',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: '隐私政策',
    body: '本网站尚未发布隐私政策。',
  },
  info: {
    back: '返回登录',
  },
  footer: {
    about: '关于我们',
    privacy: '隐私政策',
    copyright: '© {{year}} {{product}}。保留所有权利。',
    language: '语言',
  },
  reset: {
    heading: '重置密码',
    password: '输入密码',
    confirm: '再次输入密码',
    rules: '密码规则',
    rulesIntro: '新密码需要：',
    submit: '提交',
    submitting: '正在保存…',
    cancel: '取消',
    done: '密码重置成功',
    expired: '密码重置链接已过期，请重新尝试重置。',
    errors: {
      length: '密码至少需要八个字符！',
      digit: '密码至少需要包含一个数字 (0-9)！',
      lowercase: '密码至少需要包含一个小写字母 (a-z)！',
      uppercase: '密码至少需要包含一个大写字母 (A-Z)！',
      special: '密码至少需要包含一个特殊字符 ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: '两次输入的密码不一致',
    },
  },
  announcements: {
    label: '公告',
    slide: '第 {{index}} 条，共 {{count}} 条',
    previous: '上一条公告',
    next: '下一条公告',
    pause: '停止轮播',
    play: '开始轮播',
    readMore: '阅读更多',
    visitLink: '访问链接',
    close: '关闭',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    details: '{{name}}：详情',
  },
  boot: {
    loading: '正在加载…',
  },
};

export default zh_CN;
