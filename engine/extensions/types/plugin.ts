import type { DisposableStore } from '../../core';
import type { Vfs } from '../../vfs';
import type { PluginApps } from './apps';
import type { PluginBus } from './bus';
import type { PluginDialogs } from './dialogs';
import type { PluginEnvironment } from './environment';
import type { PluginHttp } from './http';
import type { PluginI18n } from './i18n';
import type { PluginKeybindings } from './keybindings';
import type { PluginNotifications } from './notifications';
import type { PluginPeople } from './people';
import type { PluginPanel } from './panel';
import type { PluginSettings } from './settings';
import type { PluginSocket } from './socket';
import type { PluginTheme } from './theme';
import type { PluginTray } from './tray';
import type { PluginWidgets } from './widgets';
import type { PluginWindows } from './windows';
import type { PluginWorkspaces } from './workspaces';

/**
 * What `activate` receives: the services a plugin may use, and where its registrations go.
 *
 * @example
 * ```ts
 * export default definePlugin({
 *   id: 'acme.orders',
 *   activate(ctx: PluginContext) {
 *     ctx.subscriptions.add(ctx.apps.register({ name: 'Orders', launch: openOrders }));
 *   },
 * });
 * ```
 */
export interface PluginContext {
  /** The plugin's id. */
  readonly id: string;
  /** Applications: register, launch, list. */
  readonly apps: PluginApps;
  /** The desktop's windows. */
  readonly windows: PluginWindows;
  /** The user's workspaces: several desktops, each with its own windows. */
  readonly workspaces: PluginWorkspaces;
  /** The panel, to add items to. */
  readonly panel: PluginPanel;
  /** The panel's tray, to add items to. */
  readonly tray: PluginTray;
  /** Desktop widget types. */
  readonly widgets: PluginWidgets;
  /** Keyboard shortcuts. */
  readonly keybindings: PluginKeybindings;
  /** Lifecycle and application events. */
  readonly bus: PluginBus;
  /** Dialogs to open, and kinds of dialog to add. */
  readonly dialogs: PluginDialogs;
  /** The product API, as the signed-in user. */
  readonly http: PluginHttp;
  /** The virtual file system; `onDidChange` listeners go when the plugin does. */
  readonly vfs: Vfs;
  /** The plugin's own translations, and the shell's. */
  readonly i18n: PluginI18n;
  /** The plugin's own settings, saved for the user. */
  readonly settings: PluginSettings;
  /**
   * The shell's own settings, for apps that change the desktop (Preferences): `desktop` (font,
   * background, panels, theme, keybindings, …) and `locale` (`language`). Locked by desktop.lock
   * or SETTINGS_LOCK like any namespace.
   */
  readonly shellSettings: { readonly desktop: PluginSettings; readonly locale: PluginSettings };
  /** Who is signed in, the language, and the build. */
  readonly env: PluginEnvironment;
  /** The live connection to the server, for applications' messages. */
  readonly socket: PluginSocket;
  /** The theme the desktop shows, and its changes. */
  readonly theme: PluginTheme;
  /** People in the user's accounts: their profile card. */
  readonly people: PluginPeople;
  /** Notifications, their history and do-not-disturb. */
  readonly notifications: PluginNotifications;
  /** Everything added here is disposed when the plugin is deactivated. */
  readonly subscriptions: DisposableStore;
}

/**
 * A plugin: contributions made through its context when activated.
 *
 * @example
 * ```ts
 * const plugin: Plugin = {
 *   id: 'acme.orders',
 *   activate: (ctx) => void ctx.subscriptions.add(ctx.apps.register({ name: 'Orders', launch: openOrders })),
 * };
 * ```
 */
export interface Plugin {
  /** Unique, e.g. 'acme.orders'. */
  id: string;
  /**
   * The plugin's name, as the shortcut sheet heads its keybindings: a key among the strings it
   * registers (`ctx.i18n.registerStrings`), which then follows the language, or a plain text (a
   * missing key shows as itself). Without it the sheet shows the id.
   */
  title?: string;
  /** Makes the plugin's contributions; what it adds to `ctx.subscriptions` goes when it is deactivated. */
  activate(ctx: PluginContext): void | Promise<void>;
}
