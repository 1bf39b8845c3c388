import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  preferences: {
    title: '首选项',
    locked: '这些设置已被管理员锁定。',
    language: {
      heading: '语言',
      label: '显示语言',
    },
    panel: {
      heading: '面板位置',
      top: '顶部',
      bottom: '底部',
    },
    wallpaper: {
      heading: '壁纸',
      gradient: '渐变',
      color: '纯色',
      colorLabel: '壁纸颜色',
      fitLabel: '图片适配',
      fits: {
        cover: '填满屏幕',
        contain: '适应屏幕',
        tile: '平铺',
        center: '居中',
      },
      images: {
        dusk: '黄昏',
        dunes: '沙丘',
        aurora: '极光',
        lagoon: '泻湖',
        mosaic: '马赛克',
      },
    },
    font: {
      heading: '字体',
      label: '桌面字体',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': '系统字体',
        serif: '衬线字体',
      },
    },
    motion: {
      heading: '动画',
      animations: '为菜单和通知添加动画',
      reduced: '您的系统要求减少动态效果：不显示任何动画。',
    },
    theme: {
      heading: '主题',
      system: '跟随系统',
      standard: '标准',
      vision: 'Vision',
      dark: '深色',
      forced: '主题由您的账户设定。',
    },
    shortcuts: {
      heading: '键盘快捷键',
      search: '搜索快捷键',
      none: '没有与“{{query}}”匹配的快捷键。',
      change: '更改',
      changeLabel: '更改“{{description}}”的快捷键',
      recording: '请按新的快捷键…',
      recordingHint: '请按下新的快捷键（含修饰键），或按 Escape 取消。',
      reset: '重置',
      resetLabel: '将“{{description}}”重置为默认值',
      resetAll: '全部重置',
      fixed: '固定',
      refused: {
        typing: '{{chord}} 会妨碍输入：请加上 Ctrl、Alt 或 Meta（只有 F1–F12 可以单独使用）。',
        focus: '{{chord}} 用于在控件之间移动焦点，不能作为快捷键。',
        fixed: '{{chord}} 保留给“{{other}}”，无法更改。',
        taken: '{{chord}} 已被“{{other}}”使用。',
      },
      unusable: {
        dead: '此键不能用于快捷键：它用于组合字符（死键）。',
        composing: '此键不能用于快捷键：它正由输入法用于组合文字（IME）。',
        unidentified: '此键不能用于快捷键：浏览器无法识别这是哪个键。',
      },
    },
  },
};

export default zh_CN;
