import { DisposableStore, toDisposable, type Disposable, type DisplayText, type EventBus, type Registry } from '../core';
import type { DialogService } from '../dialogs';
import type { AtriumEvents, EventTopic } from '../events';
import type { HttpClient } from '../http';
import { addTranslations, followingText, rememberString, translateValues, translationNamespaces } from '../i18n';
import type { SettingsService } from '../settings';
import type { SocketClient } from '../socket';
import type { AppService } from '../apps';
import type { i18n as I18n } from 'i18next';
import type { Vfs } from '../vfs';
import type { WidgetDefinition } from '../widgets';
import type { KeybindingService } from './keybindings';
import type {
  PanelItem,
  Plugin,
  PluginApps,
  PluginBus,
  PluginContext,
  PluginEnvironment,
  PluginEventMap,
  PluginI18n,
  PluginNotifications,
  PluginPeople,
  PluginSettings,
  PluginSocket,
  PluginTheme,
  PluginWindows,
  PluginWorkspaces,
  TrayItem,
} from './types';

/** The desktop's services, which each plugin sees through a context of its own. */
export interface PluginServices {
  apps: AppService;
  /** Opens files and folders with their default application. */
  openFile: PluginApps['openFile'];
  vfs: Vfs;
  windows: PluginWindows;
  workspaces: PluginWorkspaces;
  panel: Registry<PanelItem>;
  tray: Registry<TrayItem>;
  widgets: Registry<WidgetDefinition>;
  keybindings: KeybindingService;
  bus: EventBus<AtriumEvents>;
  /** The plugins' own events, which they declare in PluginEventMap: apart from the desktop's, which plugins only hear. */
  pluginEvents: EventBus<PluginEventMap>;
  dialogs: DialogService;
  http: Pick<HttpClient, 'request'>;
  i18n: I18n;
  settings: SettingsService;
  env: PluginEnvironment;
  socket: SocketClient;
  people: PluginPeople;
  notifications: PluginNotifications;
  /** The theme the desktop shows. */
  theme: Pick<PluginTheme, 'current'>;
  /** Where a failing plugin is reported; the others activate all the same. */
  log: Pick<Console, 'error'>;
}

/** The bus topics plugins may hear, by the name of their subscription. */
const PUBLIC_EVENTS = {
  onDidLogIn: 'auth/logged-in',
  onWillLogOut: 'auth/logout-started',
  onDidStart: 'core/started',
  onDidLaunchApp: 'apps/launched',
  onDidDestroyApp: 'apps/destroyed',
  onDidFailLaunch: 'apps/launch-failed',
  onDidChangeConnection: 'socket/state-changed',
  onDidReceiveServerEvent: 'socket/message',
  onWillFollowLink: 'apps/will-follow-link',
} as const satisfies Record<Exclude<keyof PluginBus, 'emit' | 'on'>, EventTopic>;

function busFor(bus: EventBus<AtriumEvents>, pluginEvents: EventBus<PluginEventMap>, subscriptions: DisposableStore): PluginBus {
  const on =
    <K extends EventTopic>(topic: K) =>
    (listener: (event: AtriumEvents[K]) => void) =>
      subscriptions.add(bus.on(topic, listener));
  return {
    onDidLogIn: on(PUBLIC_EVENTS.onDidLogIn),
    onWillLogOut: on(PUBLIC_EVENTS.onWillLogOut),
    onDidStart: on(PUBLIC_EVENTS.onDidStart),
    onDidLaunchApp: on(PUBLIC_EVENTS.onDidLaunchApp),
    onDidDestroyApp: on(PUBLIC_EVENTS.onDidDestroyApp),
    onDidFailLaunch: on(PUBLIC_EVENTS.onDidFailLaunch),
    onDidChangeConnection: on(PUBLIC_EVENTS.onDidChangeConnection),
    onDidReceiveServerEvent: on(PUBLIC_EVENTS.onDidReceiveServerEvent),
    onWillFollowLink: on(PUBLIC_EVENTS.onWillFollowLink),
    emit: (name, payload) => pluginEvents.emit(name, payload),
    on: (name, listener) => subscriptions.add(pluginEvents.on(name, listener)),
  };
}

/** Application messages through the live connection; what the plugin subscribes goes with it. */
function socketFor(socket: SocketClient, subscriptions: DisposableStore): PluginSocket {
  return {
    state: socket.state,
    send: (app, args) => socket.send({ name: 'app', params: { pid: app.pid, name: app.name, args } }),
    onDidReceive: (app, listener) =>
      subscriptions.add(
        socket.onDidReceive((message) => {
          if (message.name !== 'app' || message.params.name !== app.name) return;
          if (message.params.pid === null || message.params.pid === app.pid) listener(message.params.args);
        }),
      ),
  };
}

/**
 * The plugin's translations: its namespace (`id`) first, then every registered one. Strings it
 * registers load in the page's language before it counts as activated (`loading`); one that
 * cannot load leaves its English showing.
 */
function i18nFor(id: string, i18n: I18n, subscriptions: DisposableStore, loading: Promise<void>[], log: PluginServices['log']): PluginI18n {
  const ns = () => [id, ...translationNamespaces(i18n)];
  // A plugin's titles are read for every window it opens: a key is looked up once, and with
  // values (a launch number) only the interpolation runs again.
  const t = (key: string, values?: Record<string, unknown>) =>
    values === undefined
      ? (rememberString(i18n, `\u0000plugin\u0000${id}\u0000${key}`, () => i18n.t(key, { ns: ns() })) as string)
      : (translateValues(i18n, `plugin\u0000${id}`, key, ns(), values, () => i18n.t(key, { ...values, ns: ns() })) as string);
  return {
    t,
    localize: (key, values) => followingText(i18n, () => t(key, values)),
    registerStrings(strings) {
      const { ready, registration } = addTranslations(i18n, { [id]: strings });
      loading.push(ready.catch((error: unknown) => log.error(`Atrium: plugin '${id}' strings could not be loaded; English shows`, error)));
      return subscriptions.add(registration);
    },
    addResources(locale, resources) {
      i18n.addResourceBundle(locale, id, resources, true, true);
      return subscriptions.add(toDisposable(() => i18n.removeResourceBundle(locale, id)));
    },
  };
}

/** The VFS as a plugin sees it: the same calls, its change listeners owned by the plugin. */
function vfsFor(vfs: Vfs, subscriptions: DisposableStore): Vfs {
  return {
    mounts: () => vfs.mounts(),
    mount: (name) => vfs.mount(name),
    unmount: (name) => vfs.unmount(name),
    readdir: (path, options) => vfs.readdir(path, options),
    readfile: (path, type, options) => vfs.readfile(path, type, options),
    writefile: (path, data, options) => vfs.writefile(path, data, options),
    copy: (from, to, options) => vfs.copy(from, to, options),
    rename: (from, to, options) => vfs.rename(from, to, options),
    mkdir: (path, options) => vfs.mkdir(path, options),
    unlink: (path) => vfs.unlink(path),
    exists: (path) => vfs.exists(path),
    stat: (path) => vfs.stat(path),
    touch: (path) => vfs.touch(path),
    search: (root, pattern, options) => vfs.search(root, pattern, options),
    url: (path) => vfs.url(path),
    download: (path) => vfs.download(path),
    trash: (path) => vfs.trash(path),
    trashed: () => vfs.trashed(),
    restore: (id) => vfs.restore(id),
    purge: (id) => vfs.purge(id),
    onDidChange: (listener) => subscriptions.add(vfs.onDidChange(listener)),
  };
}

/** The plugin's name as the shortcut sheet heads its keybindings: its `title` in the language shown, else its id. */
function pluginTitle(plugin: Plugin, i18n: PluginI18n): DisplayText {
  return plugin.title === undefined ? plugin.id : i18n.localize(plugin.title);
}

function settingsFor(id: string, settings: SettingsService): PluginSettings {
  return {
    values: settings.watch(id),
    set: (values) => settings.set(id, values),
    locked: settings.isLocked(id),
  };
}

function contextFor(plugin: Plugin, services: PluginServices, subscriptions: DisposableStore, loading: Promise<void>[]): PluginContext {
  const { id } = plugin;
  const { apps, dialogs, panel, tray, widgets, keybindings, http, vfs } = services;
  const i18n = i18nFor(id, services.i18n, subscriptions, loading, services.log);
  const keybindingGroup = { plugin: id, title: pluginTitle(plugin, i18n) };
  const owned = <A extends unknown[]>(register: (...args: A) => Disposable) => (...args: A) => subscriptions.add(register(...args));
  return {
    id,
    subscriptions,
    apps: {
      catalog: apps.catalog,
      running: apps.running,
      register: owned((registration) => apps.register(registration)),
      launch: (name, args, options) => apps.launch(name, args, options),
      kill: (pid) => apps.kill(pid),
      reload: (pid) => apps.reload(pid),
      killAll: () => apps.killAll(),
      openFile: (target, options) => services.openFile(target, options),
    },
    windows: services.windows,
    workspaces: services.workspaces,
    panel: { register: owned((item: PanelItem) => panel.register(item)) },
    tray: { register: owned((item: TrayItem) => tray.register(item)), items: tray.items },
    widgets: { register: owned((widget: WidgetDefinition) => widgets.register(widget)), types: widgets.items },
    keybindings: {
      register: owned((binding) => keybindings.register({ ...binding, group: keybindingGroup })),
      keyFor: (key) => keybindings.keyFor(key),
      list: keybindings.list,
    },
    bus: busFor(services.bus, services.pluginEvents, subscriptions),
    dialogs: {
      open: (name, options, callback) => dialogs.open(name, options, callback),
      show: (name, options) => dialogs.show(name, options),
      progress: (options) => dialogs.progress(options),
      register: owned((name, kind) => dialogs.register(name, kind)),
    },
    http: { request: (method, path, body) => http.request(method, path, body) },
    vfs: vfsFor(vfs, subscriptions),
    i18n,
    settings: settingsFor(id, services.settings),
    shellSettings: { desktop: settingsFor('desktop', services.settings), locale: settingsFor('locale', services.settings) },
    env: services.env,
    socket: socketFor(services.socket, subscriptions),
    people: services.people,
    notifications: services.notifications,
    theme: { current: services.theme.current, onDidChange: (listener) => subscriptions.add(services.theme.current.subscribe(listener)) },
  };
}

/**
 * Activates one plugin with a context of its own. Disposing the result deactivates it: whatever
 * it registered through its context goes with it (VS Code's extension host model), also what it
 * registers while still activating. A plugin that fails is reported and its registrations are
 * undone; the promise settles either way, true when it activated.
 */
export function activatePlugin(plugin: Plugin, services: PluginServices): { active: Disposable; activated: Promise<boolean> } {
  const subscriptions = new DisposableStore();
  const failed = (error: unknown) => {
    subscriptions.dispose();
    services.log.error(`Atrium: plugin '${plugin.id}' failed to activate`, error);
    return false;
  };
  let activated: Promise<boolean>;
  // Strings it registers, in the page's language, are there before the plugin counts as activated.
  const loading: Promise<void>[] = [];
  try {
    activated = Promise.resolve(plugin.activate(contextFor(plugin, services, subscriptions, loading)))
      .then(() => Promise.all(loading))
      .then(() => true, failed);
  } catch (error) {
    activated = Promise.resolve(failed(error));
  }
  return { active: toDisposable(() => subscriptions.dispose()), activated };
}

/** Activates plugins in order; disposing the result deactivates them all. */
export function activatePlugins(plugins: readonly Plugin[], services: PluginServices): { active: Disposable; activated: Promise<boolean[]> } {
  const all = new DisposableStore();
  const activated = plugins.map((plugin) => {
    const result = activatePlugin(plugin, services);
    all.add(result.active);
    return result.activated;
  });
  return { active: all, activated: Promise.all(activated) };
}
