export type {
  AppArgs,
  Application,
  AppRegistration,
  AppService,
  AppWindowOptions,
  CatalogEntry,
  LaunchErrorCode,
  LaunchOptions,
  PageArgs,
  RunningApp,
  WindowHandle,
  WindowOverrides,
} from './types';
export { useApp, useWindow, WindowContent } from './appContext';
