export type { MenuItem, MenuProps } from './Menu';
export type { WidgetLayerProps } from './WidgetLayer';
export type { WindowLayerProps } from './WindowLayer';
export type { ArrowAction } from './keyboard';
export { arrowAction, KEYBOARD_STEP, handleWindowKeys } from './keyboard';
export { handleTab } from './focusTrap';
export { isMenuKey, Menu } from './Menu';
export { WidgetLayer } from './WidgetLayer';
export { WindowLayer } from './WindowLayer';
