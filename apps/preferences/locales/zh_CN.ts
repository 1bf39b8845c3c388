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
    keybinding: {
      heading: '键盘快捷键',
      label: '打开应用程序菜单',
      hint: '例如 Alt+A 或 Ctrl+Shift+F2。',
      errors: {
        empty: '请输入快捷键，例如 Alt+A。',
        noKey: '快捷键在修饰键之后还需要一个按键，例如 Alt+A。',
        notModifier: '“{{part}}”不是修饰键：请使用 Ctrl、Alt、Shift 或 Meta。',
        notKey: '“{{part}}”不是按键：请以字母、数字、F1–F12 或 Enter、Escape 等按键结尾。',
        repeated: '{{part}} 出现了多次。',
      },
    },
  },
};

export default zh_CN;
