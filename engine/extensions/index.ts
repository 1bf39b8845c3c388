export type { Registry } from '../core';
export type { GroupedKeybinding, KeybindingService } from './keybindings';
export type { PackageLoader, PackageLoaderDeps, PackageRefresh } from './packageLoader';
export type { PluginServices } from './pluginHost';
export type { AccountPreferences, AccountRef, NotificationEntry, NotificationHistory, Profile, ProfileApp } from './records';
export type { ScriptLoader, ScriptLoaderDeps } from './scriptLoader';
export type {
  Keybinding,
  KeybindingEntry,
  KeybindingGroup,
  PanelItem,
  PanelSlot,
  Plugin,
  PluginApps,
  PluginBus,
  PluginContext,
  PluginDialogs,
  PluginEnvironment,
  PluginEventMap,
  PluginEventName,
  PluginHttp,
  PluginI18n,
  PluginSettings,
  PluginSocket,
  PluginTheme,
  PluginKeybindings,
  PluginPanel,
  PluginNotifications,
  PluginPeople,
  NotificationOptions,
  PluginTray,
  PluginWidgets,
  PluginWindows,
  PluginWorkspaces,
  TrayItem,
  TrayMenuEntry,
  WindowEntry,
  Workspace,
} from './types';
// Widget types are declared beside the widgets that draw them; plugins have always found them here.
export type { CanvasWidgetDefinition, ViewWidgetDefinition, WidgetDefinition, WidgetRenderTarget, WidgetTypeBase, WidgetViewProps } from '../widgets';
export { createRegistry } from '../core';
export { chordMatches, createKeybindings, parseChord, sameChord } from './keybindings';
export { createPackageLoader } from './packageLoader';
export { activatePlugin, activatePlugins } from './pluginHost';
export { createScriptLoader } from './scriptLoader';
export { createWindowsFacade } from './windowsFacade';
export { isPlugin } from './isPlugin';
