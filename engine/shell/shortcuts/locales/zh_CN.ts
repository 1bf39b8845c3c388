import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  shortcuts: {
    title: '键盘快捷键',
    toggle: '显示或隐藏键盘快捷键',
    search: '搜索快捷键',
    placeholder: '操作、按键或分组',
    none: '没有与“{{query}}”匹配的快捷键。',
    hint: '在桌面设置（keybindings）中按 ID 更改快捷键。',
    close: '关闭',
    groups: {
      desktop: '桌面',
      windows: '窗口',
      workspaces: '工作区',
    },
    fixedKeys: {
      move: '移动当前焦点所在的窗口或小组件',
      resize: '调整当前焦点所在的窗口或小组件的大小',
      menu: '打开当前焦点所在项目的上下文菜单',
    },
    keys: {
      ctrl: 'Ctrl',
      alt: 'Alt',
      shift: 'Shift',
      win: 'Win',
      super: 'Super',
      space: '空格',
    },
  },
};

export default zh_CN;
