/**
 * The Atrium plugin SDK: the only module that plugins and apps import from Atrium.
 *
 * A plugin is declared with {@link definePlugin}; its `activate(ctx)` registers applications,
 * panel items, tray items, widgets, keybindings and dialogs through the context. Every
 * registration returns a {@link Disposable}, and deactivating the plugin disposes them all.
 *
 * A third-party plugin is an ES module built with this SDK and React as externals: the page's
 * import map gives it Atrium's own copies. `sdk/README.md` takes you from an empty folder to a
 * running app in 15 minutes; its code is `sdk/example/`.
 *
 * @example
 * ```tsx
 * import { definePlugin } from '@atrium/sdk';
 *
 * export default definePlugin({
 *   id: 'acme.hello',
 *   activate(ctx) {
 *     ctx.apps.register({
 *       name: 'Hello',
 *       launch: (app) => void app.openWindow({ id: 'main', title: 'Hello', content: <p>Hello, world</p> }),
 *     });
 *   },
 * });
 * ```
 *
 * @packageDocumentation
 */
export type {
  AppArgs,
  AppEvents,
  Application,
  AppRegistration,
  AppService,
  AppWindowOptions,
  CatalogEntry,
  LaunchErrorCode,
  LaunchOptions,
  LocalizedText,
  OpenFileOptions,
  PackageMetadata,
  PackageType,
  PageArgs,
  RunningApp,
  WindowHandle,
  WillFollowLinkEvent,
  WindowOverrides,
  WindowSession,
} from '../engine/apps';
export type { ThemeChoice, ThemeName } from '../engine/chrome';
export type { ActiveTheme } from '../engine/theme';
export type { FontName } from '../engine/fonts';
export type { FileListClassNames, FileListItemState, FileListProps, KeyPress, Selection } from '../engine/filelist';
export type { FileSizeBase, KnownLocale, LocaleTables, OtherLocale, Translate, TranslationTable } from '../engine/i18n';
export type { Dimension, Gravity, Position, WindowAttributes } from '../engine/windows';
export type { MenuItem, MenuProps } from '../engine/overlay';
export type { ShortcutGroup, ShortcutGroups, ShortcutRow } from '../engine/shell/shortcuts';
export type { BundledWallpaper, WallpaperFit } from '../engine/wallpapers';
export type { DisplayText, Disposable, LifecycleEvents, ReadableValue, WillLogOutEvent } from '../engine/core';
export type { AtriumEvents } from '../engine/events';
export type { AppSocketDelivery, ConnectionEvents, ServerSocketEvent, SocketState } from '../engine/socket';
export type {
  AlertOptions,
  ChoiceOptions,
  ColourOptions,
  ConfirmOptions,
  ConfirmValue,
  DefaultApplicationChoice,
  DefaultApplicationOptions,
  DefaultApplicationValue,
  DialogButton,
  DialogCallback,
  DialogHandle,
  DialogKind,
  DialogKindMap,
  DialogOptions,
  DialogReason,
  DialogRegistry,
  DialogResult,
  DialogService,
  DialogViewProps,
  FileDialogOptions,
  FileDialogValue,
  FontOptions,
  FontStyle,
  FontValue,
  OpenChildDialog,
  OptionsOf,
  ProgressHandle,
  ProgressOptions,
  PromptInputType,
  PromptOptions,
  ValueOf,
} from '../engine/dialogs';
export type {
  AccountPreferences,
  AccountRef,
  Keybinding,
  KeybindingEntry,
  KeybindingGroup,
  NotificationEntry,
  NotificationHistory,
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
  Profile,
  ProfileApp,
  TrayItem,
  TrayMenuEntry,
  CanvasWidgetDefinition,
  ViewWidgetDefinition,
  WidgetDefinition,
  WidgetRenderTarget,
  WidgetTypeBase,
  WidgetViewProps,
  WindowEntry,
  Workspace,
} from '../engine/extensions';
export type {
  CopyOptions,
  FileEntry,
  FileStat,
  MountAttributes,
  Mountpoint,
  ParsedPath,
  ReadfileOptions,
  ReadfileTypes,
  SearchOptions,
  SearchProgress,
  TrashEntry,
  Vfs,
  VfsChangeEvent,
  VfsErrorCode,
  VfsErrorLike,
  WritefileData,
  WritefileOptions,
} from '../engine/vfs';
export { useApp, useWindow } from '../engine/apps';
export { accountThemeOverride, DEFAULT_THEME_CHOICE, isThemeChoice, isThemeName, THEME_CHOICES, THEME_NAMES } from '../engine/chrome';
export { DisposableStore, toDisposable, useText, useValue } from '../engine/core';
export { defaultFont, FONT_NAMES, isFontName } from '../engine/fonts';
export { isWallpaperFit, WALLPAPER_FITS, WALLPAPERS } from '../engine/wallpapers';
export { EMPTY_SELECTION, FileListView, reconcile, selectAll, selectOnly } from '../engine/filelist';
export { formatFileSize, formatShortDate, formatShortTime, LANGUAGE_NAMES, LOCALES, toLanguageTag, useTranslation } from '../engine/i18n';
export { isMenuKey, Menu } from '../engine/overlay';
export { sameChord } from '../engine/extensions';
export { filterShortcuts, useShortcutGroups } from '../engine/shell/shortcuts';
export { useTheme } from '../engine/shell/theme';
export { SettingsLockedError, useSettings } from '../engine/settings';
export {
  basename,
  compareEntries,
  fileIconUrl,
  FOLDER_MIME,
  formatFileDate,
  formatPath,
  isValidName,
  isValidPath,
  joinPath,
  matchesMime,
  mimeMatches,
  mountIcon,
  mountLabel,
  parentPath,
  parsePath,
  VFS_DEFAULT_PATH,
  VfsError,
  vfsErrorText,
  visibleMounts,
} from '../engine/vfs';

export { definePlugin } from './definePlugin';
