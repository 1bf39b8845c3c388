import type { Manifest, PackageMetadata, Profile, ProfileApp, Session } from '../../server/contract';
import { DisposableStore, toDisposable, writableValue, type Disposable, type EventBus, type ReadableValue } from '../core';
import type { AppEvents } from './events';
import type { OpenWindowOptions, WindowsStore } from '../windows';
import { createApplication, type ApplicationInternals } from './application';
import { catalogOf } from './catalog';
import { VIEWER_APP, VIEWER_APP_TYPE } from './constants';
import { AppError } from './errors';
import { lazyValue } from './lazyValue';
import { isVisible, titleIn } from './rules';
import { sessionOf, windowSession } from './session';
import type { AppArgs, Application, AppRegistration, AppService, LaunchOptions, PageArgs, RunningApp } from './types';

export interface AppServiceDeps {
  windows: WindowsStore;
  /** Opens a window with content (the overlay's host). */
  openWindow: (options: OpenWindowOptions) => number;
  /**
   * Focuses a window wherever it is: shows its workspace when it is on another one, restores it
   * when minimized (the workspace service's `reveal`). A running singleton launched again, a page
   * or a file sent to it, and `WindowHandle.focus` come here.
   */
  reveal: (wid: number) => void;
  /** Subscribes to the windows the store destroys (WindowsStoreDeps.onDestroyed). */
  onWindowsDestroyed: (listener: (wids: readonly number[]) => void) => Disposable;
  bus: EventBus<AppEvents>;
  manifest: ReadableValue<Manifest>;
  profile: ReadableValue<Profile | null>;
  locale: ReadableValue<string>;
  /** Whether this is a mobile user agent, where desktop-only apps do not start. */
  mobileAgent: boolean;
  /** Loads a package's files (activating its plugin, which registers its app); rejects with why. */
  loadPackage: (pkg: PackageMetadata) => Promise<void>;
  /** Tells the user why a launch failed (access denied, desktop only, a launch error and its hint). */
  reportFailure: (error: AppError) => void;
}

export interface AppServiceInternals extends AppService, Disposable {
  /** The session as it would be saved now. */
  session(): Session;
  /** Changes whenever the session would (apps come and go, windows move); for the saver. */
  readonly sessionChanged: ReadableValue<number>;
  /**
   * Launches at once, throwing what `launch` would report: for scripted tests, which open
   * thousands of windows in one task. @throws Error when the app must load first.
   */
  launchSync(name: string, args?: AppArgs, options?: LaunchOptions): Application;
  /** Whether a launch of `name` is under way (loading its package, or in an async launch). */
  isLaunching(name: string): boolean;
  /** Launches without telling the user when it fails: rejects with the AppError instead. */
  attempt(name: string, args?: AppArgs, options?: LaunchOptions): Promise<Application>;
  /**
   * Destroys the running instances of `name` and launches each again with its args, its windows
   * where they were (those with an id, as the session restores them): its package's code changed.
   */
  relaunch(name: string): Promise<void>;
}

/** The manifest's packages and the profile's apps by name (the first of each name, as `find` gives). */
interface NameIndex {
  manifest: Manifest;
  profile: Profile | null;
  packages: ReadonlyMap<string, PackageMetadata>;
  profileApps: ReadonlyMap<string, ProfileApp>;
  userApps: ReadonlySet<string>;
}

function firstByName<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) if (!index.has(item.name)) index.set(item.name, item);
  return index;
}

function indexByName(manifest: Manifest, profile: Profile | null): NameIndex {
  const profileApps = firstByName(profile?.apps ?? []);
  return { manifest, profile, packages: firstByName(manifest), profileApps, userApps: new Set(profileApps.keys()) };
}

function pageOf(args: AppArgs): PageArgs | null {
  const { page, pageTitle, pageIcon, fileId, path } = args;
  if (typeof page !== 'string' || page === '') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { page, pageTitle: text(pageTitle), pageIcon: text(pageIcon), fileId: text(fileId), path: text(path) };
}

/**
 * The application runtime (docs/features/apps-and-plugins.md#launching): registrations by package
 * name, the launch rules, running instances, and the catalog the menu shows.
 */
export function createAppService(deps: AppServiceDeps): AppServiceInternals {
  const registrations = new Map<string, AppRegistration>();
  const instances = new Map<number, ApplicationInternals>();
  /** Launches under way by app name: a second launch waits for the first (spec). */
  const launching = new Map<string, Promise<unknown>>();
  /** Instances by app name, so a launch among thousands of instances looks at its own only. */
  const byName = new Map<string, Set<ApplicationInternals>>();
  const sessionChanged = writableValue(0);
  let lastPid = 0;

  /** What the service listens to, released by `dispose`. */
  const listening = new DisposableStore();

  const currentCatalog = () => catalogOf(deps.manifest.get(), deps.profile.get()?.apps ?? [], deps.locale.get());
  const catalog = writableValue(currentCatalog());
  const refreshCatalog = () => catalog.set(currentCatalog());
  listening.add(deps.manifest.subscribe(refreshCatalog));
  listening.add(deps.profile.subscribe(refreshCatalog));
  listening.add(deps.locale.subscribe(refreshCatalog));

  // Told once per task, after its changes: opening 1,000 windows one `open` at a time told it
  // 3,000 times, and each time restarted the save's debounce timer (30 ms of a 230 ms loop).
  let touching = false;
  const touchSession = () => {
    if (touching) return;
    touching = true;
    queueMicrotask(() => {
      touching = false;
      sessionChanged.set(sessionChanged.get() + 1);
    });
  };
  // Built when read and announced once per task: a script opening ten thousand windows would
  // otherwise build the list ten thousand times.
  const running = lazyValue<readonly RunningApp[]>(() =>
    [...instances.values()].map((app) => ({ pid: app.pid, name: app.name, title: app.title })),
  );
  const refreshRunning = () => {
    running.invalidate();
    touchSession();
  };

  /** Which application opened each window, so closing windows finds their apps without a scan. */
  const owners = new Map<number, ApplicationInternals>();
  listening.add(
    deps.onWindowsDestroyed((wids) => {
      const closed = new Map<ApplicationInternals, number[]>();
      for (const wid of wids) {
        const owner = owners.get(wid);
        if (!owner) continue;
        owners.delete(wid);
        closed.set(owner, [...(closed.get(owner) ?? []), wid]);
      }
      for (const [owner, ownWids] of closed) owner.windowsDestroyed(ownWids);
    }),
  );
  // Moves, resizes, maximize and minimize change the session; a drag settles before it is saved.
  listening.add(
    toDisposable(
      deps.windows.subscribe((state, previous) => {
        if (state.windows !== previous.windows && instances.size > 0) touchSession();
      }),
    ),
  );

  // Running apps' titles are the package's title in the current language: lists show the new one.
  listening.add(deps.locale.subscribe(() => running.invalidate()));
  /** The package's title in the current language, as a value that changes with it. */
  const packageTitle = (pkg: PackageMetadata): ReadableValue<string> => {
    const read = () => titleIn(pkg.title, deps.locale.get(), pkg.name);
    return { get: read, subscribe: (listener) => deps.locale.subscribe(() => listener(read())) };
  };

  /**
   * The manifest and the profile's apps by name, made again when either changes: a script opening
   * ten thousand windows made the user's app set and scanned both lists once per window.
   */
  let byNameIndex: NameIndex | null = null;
  const namesNow = (): NameIndex => {
    const manifest = deps.manifest.get();
    const profile = deps.profile.get();
    if (byNameIndex?.manifest !== manifest || byNameIndex.profile !== profile) byNameIndex = indexByName(manifest, profile);
    return byNameIndex;
  };
  const runningOf = (name: string) => [...(byName.get(name) ?? [])];

  function instantiate(registration: AppRegistration, pkg: PackageMetadata, args: AppArgs, options: LaunchOptions) {
    lastPid += 1;
    const app = createApplication({
      pid: lastPid,
      metadata: pkg,
      title: packageTitle(pkg),
      args,
      registration,
      options,
      windows: deps.windows,
      reveal: deps.reveal,
      openWindow: (options) => {
        const wid = deps.openWindow(options);
        owners.set(wid, app);
        return wid;
      },
      onDestroyed: (destroyed) => {
        instances.delete(destroyed.pid);
        byName.get(destroyed.name)?.delete(app);
        refreshRunning();
        deps.bus.emit('apps/destroyed', { pid: destroyed.pid, name: destroyed.name });
      },
    });
    instances.set(app.pid, app);
    byName.set(app.name, (byName.get(app.name) ?? new Set()).add(app));
    refreshRunning();
    const failed = (error: unknown): never => {
      app.destroy();
      throw new AppError('ERR_PACKAGE_EXCEPTION', pkg.name, '', { cause: error });
    };
    const launched = () => {
      deps.bus.emit('apps/launched', { pid: app.pid, name: app.name });
      // Nothing on screen and nothing to wait for: it would linger, invisible, in the session.
      if (app.windows.length === 0 && registration.background !== true) app.destroy();
      return app;
    };
    let result: void | Promise<void>;
    try {
      result = registration.launch(app);
    } catch (error) {
      return failed(error);
    }
    return result instanceof Promise ? result.then(launched, failed) : launched();
  }

  /** The launch rules, in the spec's order. Synchronous when nothing has to load. */
  function start(name: string, args: AppArgs, options: LaunchOptions): Application | Promise<Application> {
    const pending = launching.get(name);
    if (pending) {
      const retry = () => start(name, args, options);
      return pending.then(retry, retry);
    }

    const names = namesNow();
    const profileEntry = names.profileApps.get(name);
    if (profileEntry?.type === VIEWER_APP_TYPE) {
      return start(VIEWER_APP, { ...args, app: name, appId: profileEntry.uuid, title: profileEntry.title }, options);
    }

    const pkg = names.packages.get(name);
    if (!pkg) throw new AppError('ERR_PACKAGE_NOT_FOUND', name);
    if (!isVisible(pkg, names.userApps)) throw new AppError('ERR_ACCESS_DENIED', titleIn(pkg.title, deps.locale.get(), name));
    if (pkg.desktopOnly === true && deps.mobileAgent) throw new AppError('ERR_DESKTOP_ONLY', name);

    const page = pageOf(args);
    // Only a singleton or a page request looks at the running instances: copying them for every
    // launch made opening thousands of windows quadratic.
    const current = pkg.singleton === true || page ? runningOf(name) : [];
    if (current.length > 0) {
      const [first] = current as [ApplicationInternals, ...ApplicationInternals[]];
      if (!options.restart) {
        if (page) first.requestPage(page);
        first.focus();
        return first;
      }
      for (const app of pkg.singleton === true ? current : [first]) app.destroy();
    }

    const registration = registrations.get(name);
    if (registration) return track(name, instantiate(registration, pkg, args, options));
    if (pkg.files.length === 0) throw new AppError('ERR_PACKAGE_NO_RUNTIME', name);
    const loaded = deps.loadPackage(pkg).then(
      () => {
        const late = registrations.get(name);
        if (!late) throw new AppError('ERR_PACKAGE_NO_RUNTIME', name);
        return instantiate(late, pkg, args, options);
      },
      (error: unknown) => {
        throw new AppError('ERR_PACKAGE_LOAD', name, error instanceof Error ? error.message : String(error), { cause: error });
      },
    );
    return track(name, loaded);
  }

  function track<T>(name: string, result: T | Promise<T>): T | Promise<T> {
    if (!(result instanceof Promise)) return result;
    const settled = result.finally(() => {
      if (launching.get(name) === settled) launching.delete(name);
    });
    launching.set(name, settled);
    return settled;
  }

  function failure(name: string, error: unknown): null {
    const appError = error instanceof AppError ? error : new AppError('ERR_PACKAGE_EXCEPTION', name, '', { cause: error });
    deps.reportFailure(appError);
    deps.bus.emit('apps/launch-failed', { name, code: appError.code, message: appError.message });
    return null;
  }

  const service: AppServiceInternals = {
    catalog,
    running,
    sessionChanged,
    register(registration) {
      if (!deps.manifest.get().some((pkg) => pkg.name === registration.name)) {
        throw new AppError('ERR_PACKAGE_NO_METADATA', registration.name);
      }
      if (registrations.has(registration.name)) throw new Error(`Atrium: application '${registration.name}' is already registered`);
      registrations.set(registration.name, registration);
      return toDisposable(() => {
        if (registrations.get(registration.name) === registration) registrations.delete(registration.name);
      });
    },
    async launch(name, args = {}, options = {}) {
      deps.bus.emit('apps/launch-requested', { name });
      try {
        return await start(name, args, options);
      } catch (error) {
        return failure(name, error);
      }
    },
    launchSync(name, args = {}, options = {}) {
      deps.bus.emit('apps/launch-requested', { name });
      const app = start(name, args, options);
      if (app instanceof Promise) {
        // Its load is under way all the same: it ends as `launch` would, a failure told, not unhandled.
        app.catch((error: unknown) => failure(name, error));
        throw new Error(`Atrium: '${name}' cannot launch synchronously`);
      }
      return app;
    },
    attempt: async (name, args = {}, options = {}) => {
      deps.bus.emit('apps/launch-requested', { name });
      return start(name, args, options);
    },
    isLaunching: (name) => launching.has(name),
    kill(pid) {
      instances.get(pid)?.destroy();
    },
    async reload(pid) {
      const app = instances.get(pid);
      if (!app) return null;
      app.destroy();
      return service.launch(app.name, app.args);
    },
    async relaunch(name) {
      const running = [...(byName.get(name) ?? [])];
      const { windows } = deps.windows.getState();
      const again = running.map((app) => ({
        args: app.args,
        restore: app.windows.flatMap((handle) => windows.get(handle.wid) ?? []).map(windowSession),
      }));
      deps.windows.getState().batch(() => {
        for (const app of running) app.destroy();
      });
      for (const { args, restore } of again) await service.launch(name, args, { restore });
    },
    killAll() {
      deps.windows.getState().batch(() => {
        for (const app of [...instances.values()]) app.destroy();
      });
    },
    dispose() {
      service.killAll();
      listening.dispose();
    },
    session() {
      const { windows } = deps.windows.getState();
      return sessionOf(
        [...instances.values()].map((app) => ({
          name: app.name,
          sessionable: app.sessionable,
          windows: app.windows.flatMap((handle) => windows.get(handle.wid) ?? []),
        })),
      );
    },
  };
  return service;
}
