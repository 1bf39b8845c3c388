import type { ReactNode } from 'react';
import type { PackageMetadata, WindowSession } from '../../server/contract';
import type { Disposable, DisposableStore, ReadableValue } from '../core';
import type { Dimension, Position, WindowAttributes } from '../windows';

/** What an application is launched with: the `?app=` query values, a link's page, a plugin's own. */
export type AppArgs = Readonly<Record<string, unknown>>;

/**
 * The args of a launch by name with a page (spec, shell section 4 "Application launch"); a link
 * with an `application` attribute launches with these.
 */
export interface PageArgs {
  page: string;
  pageTitle?: string;
  pageIcon?: string;
  fileId?: string;
}

export interface LaunchOptions {
  /** A running singleton (or an app given a page) is destroyed and launched afresh instead of focused. */
  restart?: boolean;
  /** Geometry and state to give windows by their id, as a session saved them. */
  restore?: readonly WindowSession[];
  /** Applied to the first window the launch opens (scripted tests place windows exactly). */
  firstWindow?: WindowOverrides;
}

/** What a launch may change in a window the application opens. */
export interface WindowOverrides {
  title?: string;
  breadcrumb?: readonly string[];
  position?: Partial<Position>;
  dimension?: Partial<Dimension>;
  /** Opens the window as a child of this wid. */
  parent?: number;
  attributes?: Partial<WindowAttributes>;
}

/** A window an application opens. */
export interface AppWindowOptions extends WindowOverrides {
  /** Unique within the application; the session restores windows by it. Default `window-{wid}`. */
  id?: string;
  title: string;
  /** Defaults to the package's icon. */
  icon?: string | null;
  /** The window's content: ordinary React DOM. Inside it, `useWindow()` and `useApp()` work. */
  content: ReactNode;
}

/** One open window of an application. */
export interface WindowHandle {
  readonly wid: number;
  readonly id: string;
  readonly app: Application;
  /** False once the window is closed. */
  readonly open: boolean;
  /** Focuses and raises the window, restoring it if minimized. */
  focus(): void;
  close(): void;
  setTitle(title: string): void;
  setBreadcrumb(breadcrumb: readonly string[]): void;
  /** The spinner shows after the spec's loading delay, so short loads never flash it. */
  setLoading(loading: boolean): void;
  onDidClose(listener: () => void): Disposable;
}

/** A running application (spec, shell section 3 "Application"). */
export interface Application {
  /** Unique in the page's life. */
  readonly pid: number;
  readonly name: string;
  readonly metadata: PackageMetadata;
  /** The package's title in the current language. */
  readonly title: string;
  readonly args: AppArgs;
  /** Its open windows, oldest first. */
  readonly windows: readonly WindowHandle[];
  /**
   * Released when the application is destroyed: add sockets, workers, timers and subscriptions
   * here, and they close with it.
   */
  readonly subscriptions: DisposableStore;
  /** @throws WindowError ERR_WINDOW_ID_EXISTS when `options.id` is taken in this application. */
  openWindow(options: AppWindowOptions): WindowHandle;
  /**
   * A launch by name with a page reached this running application: show that page. Launches
   * with `restart` start a new instance instead.
   */
  onDidRequestPage(listener: (page: PageArgs) => void): Disposable;
  onDidDestroy(listener: () => void): Disposable;
  /** Closes its windows and releases its subscriptions. */
  destroy(): void;
}

/**
 * An application's code, registered by name. Its package metadata (title, category, singleton,
 * …) comes from the manifest, so menus list it before its code is loaded.
 */
export interface AppRegistration {
  /** The package name in the manifest. */
  name: string;
  /**
   * Opens the application's windows. An application whose last window closes is destroyed,
   * unless `background` is set. Throwing (or rejecting) reports ERR_PACKAGE_EXCEPTION.
   */
  launch(app: Application): void | Promise<void>;
  /** Keeps the application running without windows (it destroys itself). */
  background?: boolean;
  /** Left out of the saved session. Default true. */
  sessionable?: boolean;
}

/** An application as the menu lists it. */
export interface CatalogEntry {
  name: string;
  /** In the current language. */
  title: string;
  /** One of the spec's category keys; unknown ones are 'other'. */
  category: string;
  icon: string | null;
  fontIcon: string | null;
}

/** A running application as lists show it (the developer menu, the automation handle). */
export interface RunningApp {
  pid: number;
  name: string;
  title: string;
}

/** Launch failures, with the spec's codes (section 8). */
export type LaunchErrorCode =
  | 'ERR_PACKAGE_NOT_FOUND'
  | 'ERR_PACKAGE_NO_RUNTIME'
  | 'ERR_PACKAGE_NO_METADATA'
  | 'ERR_PACKAGE_EXCEPTION'
  | 'ERR_PACKAGE_LOAD'
  | 'ERR_ACCESS_DENIED'
  | 'ERR_DESKTOP_ONLY';

/** The application runtime as plugins and the shell use it. */
export interface AppService {
  /** Visible applications of type application that are not hidden, for the menu. */
  readonly catalog: ReadableValue<readonly CatalogEntry[]>;
  readonly running: ReadableValue<readonly RunningApp[]>;
  /**
   * Registers an application's code under its package name.
   * @throws AppError ERR_PACKAGE_NO_METADATA when the manifest has no such package.
   */
  register(registration: AppRegistration): Disposable;
  /**
   * Launches by the launch rules (spec, shell section 4). Failures are shown to the user (access
   * denied, desktop only, a launch error with its hint) and settle the promise with null.
   */
  launch(name: string, args?: AppArgs, options?: LaunchOptions): Promise<Application | null>;
  /** Destroys a running application. */
  kill(pid: number): void;
  /** Destroys it and launches it again with the same args. */
  reload(pid: number): Promise<Application | null>;
  killAll(): void;
}
