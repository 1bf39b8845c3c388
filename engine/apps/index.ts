export type { AppLauncher } from './launcher';
export type { AppDefinition, AppWindow } from './types';
export { createAppLauncher } from './launcher';
