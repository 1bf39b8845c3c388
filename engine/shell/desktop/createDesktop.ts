import type { i18n as I18n } from 'i18next';
import type { Manifest, Profile, Session, Settings } from '../../../server/contract';
import {
  createAppService,
  createFileOpener,
  failureDialog,
  handleLinks,
  isMobileUserAgent,
  loadSession,
  startApplications,
  type AppServiceInternals,
} from '../../apps';
import { createEmitter, createEventBus, DisposableStore, firstFrom, selectValue, sentAhead, toDisposable, writableValue, type Disposable, type ReadableValue } from '../../core';
import { createDefaultApplications, createDialogService, recordStorage, type DialogService } from '../../dialogs';
import {
  activatePlugin,
  activatePlugins,
  createKeybindings,
  createPackageLoader,
  createRegistry,
  createScriptLoader,
  createWindowsFacade,
  type KeybindingService,
  type PanelItem,
  type PluginEnvironment,
  type PluginEventMap,
  type PluginServices,
  type Registry,
  type TrayItem,
  type WidgetDefinition,
} from '../../extensions';
import type { TextDirection } from '../../i18n';
import { createSceneStore, type SceneStore } from '../../scene';
import { createSettingsService, reloadOnConflict, SETTINGS_VERSION, type SettingsService } from '../../settings';
import { inputMaskOf } from '../../socket';
import { createVfsClient, type VfsService } from '../../vfs';
import { createDesktopCovered, createWidgetService, createWidgetTypes, type WidgetService } from '../../widgets';
import { createWindowHost, createWindowsStore, type WindowHost, type WindowsStore } from '../../windows';
import { createWorkspaceService, registerWorkspaceKeys, type WorkspaceService } from '../../workspaces';
import { switchAccount } from '../account';
import { connectNotifications } from '../notifications/connectNotifications';
import { createProfileCardStore, type ProfileCardStore } from '../people';
import type { ShellServices } from '../services';
import { createShortcutSheetStore, registerShortcutSheet, type ShortcutSheetStore } from '../shortcuts';
import { createThemeService, pageStorage, systemDarkScheme, type ThemeService } from '../theme';
import { welcomeNotification } from '../welcome';
import { fetchManifest, SETTINGS_PATH } from './desktopData';
import { followLocaleSetting } from './followLocaleSetting';
import { followPackageRevisions } from './followPackageRevisions';
import { followServerPush } from './followServerPush';
import { noticeConnection } from './noticeConnection';
import { noticeUnloadedSettings } from './noticeUnloadedSettings';
import { registerSnapKeys } from './snapKeys';
import { createWindowAction } from './windowAction';

/** Where the server serves installed packages' files. */
const PACKAGES_URL = '/packages';

export interface DesktopServices extends Disposable {
  windows: WindowsStore;
  scene: SceneStore;
  host: WindowHost;
  dialogs: DialogService;
  /** The virtual file system. */
  vfs: VfsService;
  apps: AppServiceInternals;
  panel: Registry<PanelItem>;
  tray: Registry<TrayItem>;
  widgets: Registry<WidgetDefinition>;
  /** The widgets on the desktop. */
  widgetService: WidgetService;
  /** A maximized window covers the desktop: widgets need not draw. */
  desktopCovered: ReadableValue<boolean>;
  /** A window or a widget is being moved or resized. */
  windowAction: ReadableValue<boolean>;
  keybindings: KeybindingService;
  settings: SettingsService;
  /** The user's workspaces and the current one. */
  workspaces: WorkspaceService;
  /** The theme the desktop shows. */
  theme: ThemeService;
  /** Which way the page runs (`<html dir>`), for the views that lay out by hand: the chrome. */
  direction: ReadableValue<TextDirection>;
  /**
   * Loads the manifest, activates the plugins, loads the packages the panel needs, then
   * restores the session and starts the autostart apps. Resolves when the session is restored.
   */
  start(): Promise<void>;
  /** True once start() has resolved: what opens from then on is saved in the session. */
  started: ReadableValue<boolean>;
  /** While true, the windows of applications that disable input while disconnected are masked. */
  inputMasked: ReadableValue<boolean>;
  /** The profile card popup on screen. */
  profileCard: ProfileCardStore;
  /** The keyboard shortcut sheet, open or not. */
  shortcutSheet: ShortcutSheetStore;
}

/** The signed-in desktop's services, created once per desktop and disposed with it. */
export function createDesktop(shell: ShellServices, i18n: I18n): DesktopServices {
  const { bus, http, user, config, storage } = shell;
  // Sent at sign-in when this desktop is the one that follows it; else sent by start().
  const ahead = shell.desktopData.take();
  const owned = new DisposableStore();
  const destroyed = createEmitter<readonly number[]>();
  const windows = createWindowsStore({ onDestroyed: destroyed.fire });
  const scene = createSceneStore();
  const host = createWindowHost(windows);
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
  const locale = writableValue(i18n.language);
  const onLanguage = (language: string) => locale.set(language);
  i18n.on('languageChanged', onLanguage);
  owned.add(toDisposable(() => i18n.off('languageChanged', onLanguage)));
  const vfs = createVfsClient({ http, document });
  const dialogs = createDialogService({ host, windows, t, locale, files: vfs });

  const manifest = writableValue<Manifest>([]);
  const profile = selectValue(user, (state): Profile | null => state.profile);

  let services: PluginServices | null = null;
  const loader = owned.add(
    createPackageLoader({
      scripts: createScriptLoader({ document, importModule: (url) => import(/* @vite-ignore */ url) }),
      activate: (plugin) => {
        if (!services) throw new Error('Atrium: a package loaded before the desktop started');
        return activatePlugin(plugin, services);
      },
      baseUrl: PACKAGES_URL,
    }),
  );

  const apps = createAppService({
    windows,
    openWindow: host.open,
    // The workspaces are made below, with the settings: the desktop is whole before anything launches.
    reveal: (wid) => workspaces.reveal(wid),
    onWindowsDestroyed: destroyed.event,
    bus,
    manifest,
    profile,
    locale,
    mobileAgent: isMobileUserAgent(navigator.userAgent),
    loadPackage: (pkg) => loader.load(pkg),
    reportFailure: (error) => {
      // Written anew in each language the user switches to while it is open.
      let following: Disposable | null = null;
      const handle = dialogs.open('alert', failureDialog(error, t), () => following?.dispose());
      following = locale.subscribe(() => handle.update(failureDialog(error, t)));
    },
  });

  const panel = createRegistry<PanelItem>('panel item', (item) => item.id, (item) => item.order ?? 0);
  const tray = createRegistry<TrayItem>('tray item', (item) => item.id, (item) => item.order ?? 0);
  const widgets = createWidgetTypes(console);
  const keybindings = createKeybindings(window);
  owned.add(keybindings);
  owned.add(registerSnapKeys(keybindings, windows, i18n));
  const shortcutSheet = createShortcutSheetStore(() => document.activeElement);
  owned.add(registerShortcutSheet(keybindings, shortcutSheet, i18n));

  const settings = owned.add(
    createSettingsService({
      load: firstFrom(ahead?.settings, () => http.request<Settings>('GET', SETTINGS_PATH)),
      save: (document) => http.request<Settings>('POST', SETTINGS_PATH, document),
      locked: config.settingsLock,
      version: SETTINGS_VERSION,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      random: () => Math.random(),
      onConflict: reloadOnConflict({ storage: sessionStorage, now: () => Date.now(), reload: () => window.location.reload(), log: console }),
      log: console,
    }),
  );
  owned.add(noticeUnloadedSettings(settings.loadState, shell.notifications));
  owned.add(noticeConnection(shell.socket.state, shell.notifications));
  const widgetService = owned.add(
    createWidgetService({
      settings: {
        loadState: settings.loadState,
        // The site's widgets until the user saves their own; a locked desktop reads no user's.
        widgets: () => settings.get('desktop').widgets ?? config.desktopWidgets,
        save: (list) => settings.set('desktop', { widgets: list }),
        locked: settings.isLocked('desktop'),
      },
      types: widgets,
      desktop: () => windows.getState().desktop,
      onResize: (listener) => {
        window.addEventListener('resize', listener);
        return toDisposable(() => window.removeEventListener('resize', listener));
      },
      // The store keeps the desktop's rectangle object while it does not change.
      onDesktopChange: config.windows.clampToViewport ? (listener) => selectValue(windows, (state) => state.desktop).subscribe(listener) : null,
    }),
  );
  // The site's shortcuts, then the user's own (ignored when the desktop is locked).
  const applyKeybindings = () =>
    keybindings.setOverrides({ ...config.keybindings, ...(settings.get('desktop').keybindings as Record<string, string> | undefined) });
  applyKeybindings();
  owned.add(settings.watch('desktop').subscribe(applyKeybindings));
  const workspaces = owned.add(createWorkspaceService({ windows, settings }));
  owned.add(registerWorkspaceKeys(keybindings, workspaces, windows, i18n));
  const theme = owned.add(
    createThemeService({
      settings,
      accountTheme: selectValue(user, (state) => state.profile?.active_account.preferences.theme),
      systemDark: systemDarkScheme(),
      storage: pageStorage(),
    }),
  );
  owned.add(bus.on('auth/logout-started', (event) => event.join(settings.flush())));
  // The page's direction as the boot set it, until the user's settings load.
  const direction = writableValue<TextDirection>(document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
  const started = writableValue(false);
  // The user's language applies live, once its table is there (see followLocaleSetting).
  owned.add(
    followLocaleSetting({
      i18n,
      setting: settings.watch('locale'),
      document,
      notify: (input) => shell.notifications.getState().notify(input),
      log: console,
      translateChoice: { get: () => storage.get('locale'), set: (locale) => void storage.set('locale', locale) },
      settingsLoaded: () => settings.loadState.get() === 'loaded',
      onDirection: (next) => direction.set(next),
    }),
  );

  // The user's choices of application per file type, kept in the desktop settings.
  const chosenApps = (): Readonly<Record<string, string>> => {
    const stored = settings.get('desktop').defaultApplications;
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  };
  const openFile = createFileOpener({
    vfs,
    launch: (name, args) => apps.launch(name, args),
    manifest,
    profile,
    locale,
    dialogs,
    defaults: createDefaultApplications(recordStorage(chosenApps, (next) => settings.set('desktop', { defaultApplications: next }))),
    t,
    log: console,
  });

  const notifications = owned.add(connectNotifications({ store: shell.notifications, http, settings, t, window, log: console }));
  const profileCard = createProfileCardStore(() => document.activeElement);
  owned.add(toDisposable(() => profileCard.getState().close()));

  const env: PluginEnvironment = {
    profile,
    productName: config.productName,
    development: config.development,
    testMode: config.testMode,
    locale,
    packageFailures: loader.failures,
    async clearStoredSettings() {
      await Promise.all([http.request<Session>('POST', 'v1/user/me/updatesession', { data: [] }), settings.reset()]);
      await Promise.all([storage.remove('Metadata'), storage.remove('locale')]);
    },
    signOut: () => shell.lifecycle.getState().signOut(),
    switchAccount: (accountId) =>
      switchAccount(accountId, { http, storage, reload: () => window.location.reload(), log: console, notify: (input) => shell.notifications.getState().notify(input) }),
  };
  services = {
    apps,
    openFile,
    vfs,
    windows: createWindowsFacade(windows, (wid) => workspaces.reveal(wid)),
    workspaces,
    panel,
    tray,
    widgets,
    keybindings,
    bus,
    pluginEvents: createEventBus<PluginEventMap>(),
    dialogs,
    http,
    i18n,
    settings,
    env,
    socket: shell.socket,
    people: { showCard: (userId, at) => profileCard.getState().show(userId, at) },
    notifications,
    theme,
    log: console,
  };

  // Read through a function: the desktop can be disposed while start() awaits.
  const isDisposed = () => owned.isDisposed;

  /** A panel is on screen from the start: packages that add to it are used at once. */
  const loadPanelPackages = async () => {
    const panelPackages = manifest.get().filter((pkg) => (pkg.contributes?.panelItems?.length ?? 0) > 0);
    await Promise.all(
      panelPackages.map((pkg) => loader.load(pkg).catch((error: unknown) => console.error(`Atrium: package '${pkg.name}' failed to load`, error))),
    );
  };

  owned.add(
    followServerPush({
      socket: shell.socket,
      settings,
      async reloadPackages() {
        const [loaded] = await Promise.all([fetchManifest(window.fetch.bind(window)), user.getState().load()]);
        if (isDisposed()) return;
        manifest.set(loaded);
        void storage.set('Metadata', loaded);
        await followPackageRevisions(loaded, { loader, apps, log: console });
        await loadPanelPackages();
      },
      log: console,
    }),
  );

  async function start() {
    const pluginServices = services;
    if (!pluginServices) return;
    // Every request the desktop starts with goes out at once (issue 33): the panel waits for the
    // settings and the manifest only, the restore for the session too, and nothing for the
    // mounts, which the first file call waits for (and loads again when this load failed).
    const session = sentAhead(loadSession(http));
    vfs.load().catch((error: unknown) => console.warn('Atrium: the file system could not list its mounts; its first call will try again', error));
    const loadManifest = async () => {
      try {
        const loaded = await (ahead?.manifest ?? fetchManifest(window.fetch.bind(window)));
        manifest.set(loaded);
        void storage.set('Metadata', loaded);
      } catch (error) {
        console.error('Atrium: the package manifest could not be loaded; only built-in code runs', error);
      }
    };
    // Plugins read their settings as they activate: the user's are loaded first. When they
    // cannot be, the desktop starts on the defaults, and they apply when a retry loads them.
    await Promise.all([loadManifest(), settings.load()]);
    if (isDisposed()) return;
    // The greeting is a notification like every other: shown here, where the notifications are
    // connected and the user's settings (do-not-disturb) known, it plays its sound and keeps quiet alike.
    const signedIn = user.getState().user;
    const greeting = signedIn && welcomeNotification(signedIn, shell.clock.now(), config.productName);
    if (greeting) shell.notifications.getState().notify(greeting);
    const plugins = activatePlugins(await shell.plugins(), pluginServices);
    owned.add(plugins.active);
    await plugins.activated;
    if (isDisposed()) return;
    // The saved widgets of the types registered by now are drawn; the others when theirs arrive.
    widgetService.start();
    await loadPanelPackages();
    if (isDisposed()) return;
    owned.add(handleLinks(document, apps, bus));
    const current = user.getState();
    const startup = owned.add(
      startApplications({
        apps,
        http,
        bus,
        url: new URL(window.location.href),
        manifest: manifest.get(),
        session,
        profileApps: current.profile?.apps ?? [],
        blackListed: current.user?.blackListedApps ?? {},
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
        random: () => Math.random(),
        log: console,
      }),
    );
    await startup.restored;
    if (!isDisposed()) started.set(true);
  }

  return {
    windows,
    scene,
    host,
    dialogs,
    vfs,
    apps,
    panel,
    tray,
    widgets,
    widgetService,
    desktopCovered: selectValue(windows, createDesktopCovered()),
    windowAction: owned.add(createWindowAction(windows, widgetService.store)),
    keybindings,
    settings,
    workspaces,
    theme,
    direction,
    start,
    started,
    inputMasked: inputMaskOf(shell.socket.state),
    profileCard,
    shortcutSheet,
    dispose: () => {
      // The saver stops first: closing the apps must not save an empty session.
      owned.dispose();
      apps.dispose();
    },
  };
}
