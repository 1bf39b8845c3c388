export type { AppServiceDeps, AppServiceInternals } from './appService';
export type { AutostartStep } from './autostart';
export type { AppEvents, WillFollowLinkEvent } from './events';
export type { FileOpenerDeps, OpenFileOptions } from './fileOpener';
export type { LocalizedText, PackageMetadata, PackageType, WindowSession } from './records';
export type { SessionSource } from './session';
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
export { createAppService } from './appService';
export { autostartPlan } from './autostart';
export { catalogOf } from './catalog';
export { appsForMime, rememberedMime } from './fileApps';
export { createFileOpener } from './fileOpener';
export * from './constants';
export { AppError, LAUNCH_HINTS, launchHint } from './errors';
export { categoryOf, isAutostart, isMobileUserAgent, isVisible, startOptions, titleIn } from './rules';
export { entriesToRestore, sessionOf, urlLaunch, windowSession } from './session';
export { failureDialog } from './failureDialog';
export { loadSession, startApplications } from './startup';
export type { StartupDeps } from './startup';
export { handleLinks, linkLaunch } from './links';
export type { LinkLaunch } from './links';
export { APPS_STRINGS } from './strings';
