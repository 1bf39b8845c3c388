export type { KeybindingService } from './keybindings';
export type { PackageLoader, PackageLoaderDeps } from './packageLoader';
export type { PluginServices } from './pluginHost';
export type { AccountPreferences, AccountRef, NotificationEntry, NotificationHistory, Profile, ProfileApp } from './records';
export type { Registry } from './registry';
export type { ScriptLoader, ScriptLoaderDeps } from './scriptLoader';
export type {
  Keybinding,
  PanelItem,
  PanelSlot,
  Plugin,
  PluginApps,
  PluginBus,
  PluginContext,
  PluginDialogs,
  PluginEnvironment,
  PluginHttp,
  PluginI18n,
  PluginSettings,
  PluginSocket,
  PluginKeybindings,
  PluginPanel,
  PluginNotifications,
  PluginPeople,
  NotificationOptions,
  PluginTray,
  PluginWidgets,
  PluginWindows,
  TrayItem,
  TrayMenuEntry,
  CanvasWidgetDefinition,
  ViewWidgetDefinition,
  WidgetDefinition,
  WidgetRenderTarget,
  WidgetTypeBase,
  WidgetViewProps,
  WindowEntry,
} from './types';
export { chordMatches, createKeybindings, parseChord } from './keybindings';
export { createPackageLoader } from './packageLoader';
export { activatePlugin, activatePlugins } from './pluginHost';
export { createRegistry } from './registry';
export { createScriptLoader } from './scriptLoader';
export { createWindowsFacade } from './windowsFacade';
export { isPlugin } from './isPlugin';
