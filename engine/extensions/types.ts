import type { ReactNode } from 'react';
import type { Profile } from '../../server/contract';
import type { AppService } from '../apps';
import type { AtriumEvents, Disposable, DisposableStore, ReadableValue } from '../core';
import type { DialogService } from '../dialogs';

/** The dialogs as a plugin sees them: what it registers is removed when the plugin goes. */
export interface PluginDialogs {
  /** Opens dialog `name`; the callback fires once with how it closed and its answer. */
  open: DialogService['open'];
  /** Opens dialog `name` and settles with `{ reason, value }` when it closes. */
  show: DialogService['show'];
  /** Opens a progress dialog the plugin moves and closes. */
  progress: DialogService['progress'];
  /** Adds a kind of dialog; disposing the result (or the plugin) removes it. */
  register: (...args: Parameters<DialogService['register']>) => Disposable;
}

/** Applications: register code, launch by name, and the lists the menu and tray show. */
export type PluginApps = Pick<AppService, 'catalog' | 'running' | 'register' | 'launch' | 'kill' | 'reload' | 'killAll'>;

/** A top-level window as the window list shows it. */
export interface WindowEntry {
  wid: number;
  title: string;
  icon: string | null;
  /** The package name of the application that owns it. */
  app: string;
  focused: boolean;
  minimized: boolean;
}

/** The desktop's windows, for window lists and "show desktop" buttons. */
export interface PluginWindows {
  /** Top-level windows (no dialogs or other children), oldest first. */
  readonly list: ReadableValue<readonly WindowEntry[]>;
  /** Focuses and raises; a minimized window is restored first. */
  focus(wid: number): void;
  minimize(wid: number): void;
  /** Minimizes every window that can be. */
  minimizeAll(): void;
}

/** Where on the panel an item sits. */
export type PanelSlot = 'start' | 'center' | 'end';

/** Something shown on the panel: the application menu, the window list, the tray, … */
export interface PanelItem {
  /** Unique among panel items, e.g. 'atrium.appmenu'. */
  id: string;
  slot: PanelSlot;
  /** Lower first within a slot; ties keep registration order. Default 0. */
  order?: number;
  /** The item's view; a component, so it may use hooks. */
  render: () => ReactNode;
}

/** A small entry in the panel's tray: an icon button with a menu, or an action. */
export interface TrayItem {
  id: string;
  /** The tooltip and accessible name. */
  title: string;
  /** Image URL, or null for the text's first letter. */
  icon: string | null;
  /** Lower first; default 0. */
  order?: number;
  /** Runs on click, unless `menu` is given. */
  onClick?: () => void;
  /** Entries of the menu the click opens, computed when it opens. */
  menu?: () => readonly TrayMenuEntry[];
}

export interface TrayMenuEntry {
  label: string;
  run: () => void;
  disabled?: boolean;
  /** Nested entries shown indented under a heading (the developer menu's per-app actions). */
  children?: readonly TrayMenuEntry[];
}

export interface PluginPanel {
  /** Adds an item to the panel; disposing the result removes it. */
  register(item: PanelItem): Disposable;
}

export interface PluginTray {
  register(item: TrayItem): Disposable;
  /** Every tray item, sorted; the tray's panel item renders them. */
  readonly items: ReadableValue<readonly TrayItem[]>;
}

/** A desktop widget type (contract only: the widget layer arrives with the digital clock). */
export interface WidgetDefinition {
  /** Registry key saved in the user's settings, e.g. 'digitalclock'. */
  name: string;
  /** The label of its 'Add Widget' entry. */
  title: string;
  /** Default 300×50 for the clock; minimum and maximum per spec attributes. */
  dimension: { width: number; height: number };
  minDimension?: { width: number; height: number };
  maxDimension?: { width: number; height: number };
  /** Frames per second while shown; 0 draws only on change. */
  fps?: number;
  /** Draws the widget; called at `fps` and when its options change. */
  render: (target: WidgetRenderTarget) => void;
}

/** Where a widget draws (2D canvas now; the Pixi widget layer keeps the same contract). */
export interface WidgetRenderTarget {
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  options: Readonly<Record<string, unknown>>;
  now: Date;
}

export interface PluginWidgets {
  register(widget: WidgetDefinition): Disposable;
  /** Registered widget types, for the desktop's 'Add Widget' menu. */
  readonly types: ReadableValue<readonly WidgetDefinition[]>;
}

/** A keyboard shortcut, e.g. 'Alt+A' (modifiers Ctrl, Alt, Shift, Meta; then a key). */
export interface Keybinding {
  /** Unique, e.g. 'atrium.appmenu.toggle'; settings may remap it by this id. */
  id: string;
  /** The default chord. */
  key: string;
  run: () => void;
}

export interface PluginKeybindings {
  register(binding: Keybinding): Disposable;
  /** The chord currently bound to `id` (the default, or the user's). */
  keyFor(id: string): string | null;
}

/**
 * Lifecycle and application events as `onDid…`/`onWill…` subscriptions. Each returns a
 * Disposable, which the plugin's own deactivation also disposes.
 */
export interface PluginBus {
  onDidLogIn(listener: (event: AtriumEvents['auth/logged-in']) => void): Disposable;
  onWillLogOut(listener: (event: AtriumEvents['auth/logout-started']) => void): Disposable;
  onDidStart(listener: (event: AtriumEvents['core/started']) => void): Disposable;
  onDidLaunchApp(listener: (event: AtriumEvents['apps/launched']) => void): Disposable;
  onDidDestroyApp(listener: (event: AtriumEvents['apps/destroyed']) => void): Disposable;
  onDidFailLaunch(listener: (event: AtriumEvents['apps/launch-failed']) => void): Disposable;
}

/** The product API, signed in as the user (bearer token, refresh-and-retry, the envelope unwrapped). */
export interface PluginHttp {
  /** Resolves the answer's `data`; rejects with a RequestError carrying the spec's code. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T>;
}

/** Who is signed in and what the desktop runs as. */
export interface PluginEnvironment {
  readonly profile: ReadableValue<Profile | null>;
  readonly productName: string;
  /** The server runs with NODE_ENV=development: developer tools are shown. */
  readonly development: boolean;
  /** The current language, e.g. 'en_EN'. */
  readonly locale: ReadableValue<string>;
  /** Clears what the browser stores for this user besides the sign-in, and the saved session. */
  clearStoredSettings(): Promise<void>;
}

/** What `activate` receives: the services a plugin may use, and where its registrations go. */
export interface PluginContext {
  /** The plugin's id. */
  readonly id: string;
  readonly apps: PluginApps;
  readonly windows: PluginWindows;
  readonly panel: PluginPanel;
  readonly tray: PluginTray;
  readonly widgets: PluginWidgets;
  readonly keybindings: PluginKeybindings;
  readonly bus: PluginBus;
  readonly dialogs: PluginDialogs;
  readonly http: PluginHttp;
  readonly env: PluginEnvironment;
  /** Everything added here is disposed when the plugin is deactivated. */
  readonly subscriptions: DisposableStore;
}

/** A plugin: contributions made through its context when activated. */
export interface Plugin {
  /** Unique, e.g. 'acme.orders'. */
  id: string;
  activate(ctx: PluginContext): void | Promise<void>;
}
