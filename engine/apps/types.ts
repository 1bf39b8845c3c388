import type { ReactNode } from 'react';
import type { PackageMetadata, WindowSession } from './records';
import type { DisplayText, Disposable, DisposableStore, ReadableValue } from '../core';
import type { Dimension, Position, WindowAttributes } from '../windows';

/**
 * What an application is launched with: the `?app=` query values, a link's page, a plugin's own.
 *
 * @example
 * ```ts
 * await ctx.apps.launch('Orders', { orderId: '42' });
 * ```
 */
export type AppArgs = Readonly<Record<string, unknown>>;

/**
 * The args of a launch by name with a page (docs/features/apps-and-plugins.md#launching); a link
 * with an `application` attribute launches with these.
 *
 * @example
 * ```ts
 * const args: PageArgs = { page: 'invoice', pageTitle: 'Invoice 42', fileId: '42' };
 * await ctx.apps.launch('Orders', args);
 * ```
 */
export interface PageArgs {
  /** The page to show, as the application names it. */
  page: string;
  /** The page's title, e.g. for the window's breadcrumb. */
  pageTitle?: string;
  /** The page's icon URL. */
  pageIcon?: string;
  /** The file the page shows, if any. */
  fileId?: string;
  /** The file the page shows as a VFS path (`name:/path`): a file opened in a running singleton (`openFile`). */
  path?: string;
}

/**
 * How a launch treats a running instance and the windows it opens.
 *
 * @example
 * ```ts
 * await ctx.apps.launch('Orders', {}, { restart: true, firstWindow: { position: { left: 0, top: 0 } } });
 * ```
 */
export interface LaunchOptions {
  /** A running singleton (or an app given a page) is destroyed and launched afresh instead of focused. */
  restart?: boolean;
  /** Geometry and state to give windows by their id, as a session saved them. */
  restore?: readonly WindowSession[];
  /** Applied to the first window the launch opens (scripted tests place windows exactly). */
  firstWindow?: WindowOverrides;
}

/**
 * What a launch may change in a window the application opens.
 *
 * @example
 * ```ts
 * const overrides: WindowOverrides = { title: 'Orders', dimension: { width: 800, height: 600 } };
 * await ctx.apps.launch('Orders', {}, { firstWindow: overrides });
 * ```
 */
export interface WindowOverrides {
  /** Replaces the window's title. */
  title?: string;
  /** Replaces the window's breadcrumb, outermost first. */
  breadcrumb?: readonly string[];
  /** Where the window's top-left corner goes, in desktop pixels. */
  position?: Partial<Position>;
  /** The window's size, in pixels. */
  dimension?: Partial<Dimension>;
  /** Opens the window as a child of this wid. */
  parent?: number;
  /** Changes to the window's behaviour (resizable, modal, …). */
  attributes?: Partial<WindowAttributes>;
  /**
   * The id of the workspace it opens on (one of `ctx.workspaces.list`). By default a window opens
   * on the workspace the user is on, a child on its parent's; an id the user does not have is
   * ignored.
   *
   * @example
   * ```tsx
   * const [, second] = ctx.workspaces.list.get();
   * if (second) app.openWindow({ title: 'Reports', content: <Reports />, workspace: second.id });
   * ```
   */
  workspace?: string;
}

/**
 * A window an application opens.
 *
 * @example
 * ```tsx
 * const options: AppWindowOptions = { id: 'main', title: ctx.i18n.localize('orders.title'), content: <OrderList /> };
 * app.openWindow(options);
 * ```
 */
export interface AppWindowOptions extends Omit<WindowOverrides, 'title'> {
  /** Unique within the application; the session restores windows by it. Default `window-{wid}`. */
  id?: string;
  /**
   * The title its title bar and the window list show: a string, or a value the window follows,
   * such as `ctx.i18n.localize(key)`. A window opened with the application's own title
   * (`app.title`) shows the package's title in the current language as it changes. Either
   * follows until the application calls {@link WindowHandle.setTitle}.
   */
  title: DisplayText;
  /** Defaults to the package's icon. */
  icon?: string | null;
  /** The window's content: ordinary React DOM. Inside it, `useWindow()` and `useApp()` work. */
  content: ReactNode;
  /**
   * Asked when the user closes the window (its Close button or menu): return false to keep it
   * open, ask (unsaved changes?) and call {@link WindowHandle.close} once answered. Not asked when
   * the application closes it or is destroyed.
   */
  onWillClose?: () => boolean;
}

/**
 * One open window of an application.
 *
 * @example
 * ```tsx
 * const window: WindowHandle = app.openWindow({ title: 'Orders', content: <OrderList /> });
 * window.setBreadcrumb(['Orders', 'Open']);
 * window.onDidClose(() => saveDraft());
 * ```
 */
export interface WindowHandle {
  /** The window's id on the desktop. */
  readonly wid: number;
  /** Its id within the application, as given in {@link AppWindowOptions.id}. */
  readonly id: string;
  /** The application that opened it. */
  readonly app: Application;
  /** False once the window is closed. */
  readonly open: boolean;
  /** Focuses and raises the window, showing its workspace first and restoring it if minimized. */
  focus(): void;
  /** Closes the window. */
  close(): void;
  /** Changes the title its title bar shows; from then on it no longer follows the language by itself. */
  setTitle(title: string): void;
  /** Changes the breadcrumb shown after the title, outermost first. */
  setBreadcrumb(breadcrumb: readonly string[]): void;
  /** The spinner shows after the spec's loading delay, so short loads never flash it. */
  setLoading(loading: boolean): void;
  /** Fires once when the window has closed. */
  onDidClose(listener: () => void): Disposable;
}

/**
 * A running application (docs/features/apps-and-plugins.md).
 *
 * @example
 * ```tsx
 * async function launch(app: Application): Promise<void> {
 *   app.openWindow({ id: 'main', title: app.title, content: <OrderList /> });
 *   app.subscriptions.add(toDisposable(() => socket.close()));
 * }
 * ```
 */
export interface Application {
  /** Unique in the page's life. */
  readonly pid: number;
  /** The package name in the manifest. */
  readonly name: string;
  /** The package's entry in the manifest. */
  readonly metadata: PackageMetadata;
  /** The package's title in the current language (read it again after a language switch). */
  readonly title: string;
  /** What it was launched with. */
  readonly args: AppArgs;
  /** Its open windows, oldest first. */
  readonly windows: readonly WindowHandle[];
  /**
   * Released when the application is destroyed: add sockets, workers, timers and subscriptions
   * here, and they close with it.
   */
  readonly subscriptions: DisposableStore;
  /**
   * Opens a window showing `options.content`.
   * @throws WindowError ERR_WINDOW_ID_EXISTS when `options.id` is taken in this application.
   */
  openWindow(options: AppWindowOptions): WindowHandle;
  /**
   * A launch by name with a page reached this running application: show that page. Launches
   * with `restart` start a new instance instead.
   */
  onDidRequestPage(listener: (page: PageArgs) => void): Disposable;
  /** Fires once when the application has been destroyed. */
  onDidDestroy(listener: () => void): Disposable;
  /** Closes its windows and releases its subscriptions. */
  destroy(): void;
}

/**
 * An application's code, registered by name. Its package metadata (title, category, singleton,
 * …) comes from the manifest, so menus list it before its code is loaded.
 *
 * @example
 * ```tsx
 * const orders: AppRegistration = {
 *   name: 'Orders',
 *   launch: (app) => void app.openWindow({ id: 'main', title: app.title, content: <OrderList /> }),
 * };
 * ctx.subscriptions.add(ctx.apps.register(orders));
 * ```
 */
export interface AppRegistration {
  /** The package name in the manifest. */
  name: string;
  /**
   * Opens the application's windows. An application whose last window closes, or that has
   * opened none when `launch` settles, is destroyed unless `background` is set. Throwing (or
   * rejecting) reports ERR_PACKAGE_EXCEPTION.
   */
  launch(app: Application): void | Promise<void>;
  /** Keeps the application running without windows (it destroys itself). */
  background?: boolean;
  /** Left out of the saved session. Default true. */
  sessionable?: boolean;
  /**
   * Its windows are covered by the 'Please Wait for network connection' mask while the live
   * connection is down (docs/features/apps-and-plugins.md#launching): for an application whose work needs the server.
   * The mask stops the pointer; the keyboard keeps the focused field, so nothing typed is lost.
   * Default false.
   */
  disableInputWhileDisconnected?: boolean;
}

/**
 * An application as the menu lists it.
 *
 * @example
 * ```ts
 * const titles = ctx.apps.catalog.get().map((entry: CatalogEntry) => entry.title);
 * ```
 */
export interface CatalogEntry {
  /** The package name in the manifest. */
  name: string;
  /** In the current language. */
  title: string;
  /** One of the spec's category keys; unknown ones are 'other'. */
  category: string;
  /** Image URL, or null when it has none. */
  icon: string | null;
  /** An icon font's glyph name, or null when it has none. */
  fontIcon: string | null;
}

/**
 * A running application as lists show it (the developer menu, the automation handle).
 *
 * @example
 * ```ts
 * const running: readonly RunningApp[] = ctx.apps.running.get();
 * for (const app of running) if (app.name === 'Orders') ctx.apps.kill(app.pid);
 * ```
 */
export interface RunningApp {
  /** Unique in the page's life. */
  pid: number;
  /** The package name in the manifest. */
  name: string;
  /** The package's title in the current language. */
  title: string;
}

/**
 * Launch failures, with the spec's codes (docs/features/apps-and-plugins.md#launching).
 *
 * @example
 * ```ts
 * ctx.bus.onDidFailLaunch((event) => console.warn('launch failed', event));
 * const code: LaunchErrorCode = 'ERR_PACKAGE_NOT_FOUND';
 * ```
 */
export type LaunchErrorCode =
  | 'ERR_PACKAGE_NOT_FOUND'
  | 'ERR_PACKAGE_NO_RUNTIME'
  | 'ERR_PACKAGE_NO_METADATA'
  | 'ERR_PACKAGE_EXCEPTION'
  | 'ERR_PACKAGE_LOAD'
  | 'ERR_ACCESS_DENIED'
  | 'ERR_DESKTOP_ONLY';

/**
 * The application runtime as plugins and the shell use it.
 *
 * @example
 * ```ts
 * // A plugin reaches it as ctx.apps (PluginApps: these members and openFile).
 * const running = ctx.apps.running.get().map((app) => app.name);
 * await ctx.apps.launch('Notes', { path: 'home:/Plan.txt' });
 * ```
 */
export interface AppService {
  /** Visible applications of type application that are not hidden, for the menu. */
  readonly catalog: ReadableValue<readonly CatalogEntry[]>;
  /** Running applications, oldest first. */
  readonly running: ReadableValue<readonly RunningApp[]>;
  /**
   * Registers an application's code under its package name.
   * @throws AppError ERR_PACKAGE_NO_METADATA when the manifest has no such package.
   */
  register(registration: AppRegistration): Disposable;
  /**
   * Launches by the launch rules (docs/features/apps-and-plugins.md#launching). Failures are shown to the user (access
   * denied, desktop only, a launch error with its hint) and settle the promise with null.
   */
  launch(name: string, args?: AppArgs, options?: LaunchOptions): Promise<Application | null>;
  /** Destroys a running application. */
  kill(pid: number): void;
  /** Destroys it and launches it again with the same args. */
  reload(pid: number): Promise<Application | null>;
  /** Destroys every running application. */
  killAll(): void;
}
