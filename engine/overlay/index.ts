export type { MenuItem, MenuProps } from './Menu';
export type { OpenWindowOptions, WindowHost } from './windowHost';
export type { WindowLayerProps } from './WindowLayer';
export { KEYBOARD_STEP, handleWindowKeys } from './keyboard';
export { handleTab } from './focusTrap';
export { Menu } from './Menu';
export { createWindowHost } from './windowHost';
export { WindowLayer } from './WindowLayer';
