import type { ComponentType, ReactNode } from 'react';
import type { NotificationHistory, Profile } from './records';
import type { Application, AppService, OpenFileOptions } from '../apps';
import type { AtriumEvents, DisplayText, Disposable, DisposableStore, ReadableValue } from '../core';
import type { DialogService } from '../dialogs';
import type { SocketState } from '../socket';
import type { FileEntry, Vfs } from '../vfs';

/**
 * The dialogs as a plugin sees them: what it registers is removed when the plugin goes.
 *
 * @example
 * ```ts
 * const { reason, value } = await ctx.dialogs.show('confirm', { message: 'Delete the order?' });
 * if (reason === 'ok' && value) deleteOrder();
 * ```
 */
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

/**
 * Applications: register code, launch by name, open files with their default application, and
 * the lists the menu and tray show.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.apps.register({ name: 'Orders', launch: (app) => openOrders(app) }));
 * const app = await ctx.apps.launch('Orders', { page: 'open' });
 * ```
 */
export interface PluginApps extends Pick<AppService, 'catalog' | 'running' | 'register' | 'launch' | 'kill' | 'reload' | 'killAll'> {
  /**
   * Opens a file or folder with its default application, launched with `args.path`: a folder in
   * the Files app; a file in the one application whose metadata `mimes` take its type, the one
   * the user chose to remember, or the one they pick in the default-application dialog. When no
   * application opens it, or it cannot be found, an alert says so.
   * @param target - `name:/path`, or an entry the caller has already (no `stat` then)
   * @returns the launched application, or null when none was
   * @example
   * ```ts
   * await ctx.apps.openFile('home:/Documents/Notes.txt');
   * await ctx.apps.openFile(entry, { parent: window.wid });
   * ```
   */
  openFile(target: string | FileEntry, options?: OpenFileOptions): Promise<Application | null>;
}

/**
 * A top-level window as the window list shows it.
 *
 * @example
 * ```ts
 * const entries: readonly WindowEntry[] = ctx.windows.list.get();
 * const titles = entries.filter((entry) => !entry.minimized).map((entry) => entry.title);
 * ```
 */
export interface WindowEntry {
  /** The window's id on the desktop. */
  wid: number;
  /** The title its title bar shows. */
  title: string;
  /** Image URL, or null when it has none. */
  icon: string | null;
  /** The package name of the application that owns it. */
  app: string;
  /** Whether it has the focus. */
  focused: boolean;
  /** Whether it is minimized to the panel. */
  minimized: boolean;
}

/**
 * The desktop's windows, for window lists and "show desktop" buttons.
 *
 * @example
 * ```ts
 * ctx.keybindings.register({ id: 'acme.showDesktop', key: 'Meta+D', run: () => ctx.windows.minimizeAll() });
 * ```
 */
export interface PluginWindows {
  /** Top-level windows (no dialogs or other children), oldest first. */
  readonly list: ReadableValue<readonly WindowEntry[]>;
  /** Focuses and raises; a minimized window is restored first. */
  focus(wid: number): void;
  /** Minimizes the window to the panel. */
  minimize(wid: number): void;
  /** Minimizes every window that can be. */
  minimizeAll(): void;
}

/**
 * Where on the panel an item sits.
 *
 * @example
 * ```ts
 * const slot: PanelSlot = 'end';
 * ```
 */
export type PanelSlot = 'start' | 'center' | 'end';

/**
 * Something shown on the panel: the application menu, the window list, the tray, …
 *
 * @example
 * ```tsx
 * const item: PanelItem = { id: 'acme.clock', slot: 'end', order: 10, render: () => <Clock /> };
 * ctx.subscriptions.add(ctx.panel.register(item));
 * ```
 */
export interface PanelItem {
  /** Unique among panel items, e.g. 'atrium.appmenu'. */
  id: string;
  /** The part of the panel it sits in. */
  slot: PanelSlot;
  /** Lower first within a slot; ties keep registration order. Default 0. */
  order?: number;
  /** The item's view; a component, so it may use hooks. */
  render: () => ReactNode;
}

/**
 * A small entry in the panel's tray: an icon button with a menu, or an action. Give a title that
 * follows the language (`ctx.i18n.localize(key)`) so that a language switch reaches it; menu
 * entries are asked for again when the language changes while the menu is open.
 *
 * @example
 * ```ts
 * ctx.i18n.addResources('en_EN', { sync: { title: 'Sync', now: 'Sync now' } });
 * ctx.i18n.addResources('de_DE', { sync: { title: 'Abgleich', now: 'Jetzt abgleichen' } });
 * const item: TrayItem = {
 *   id: 'acme.sync',
 *   title: ctx.i18n.localize('sync.title'),
 *   icon: null,
 *   menu: () => [{ label: ctx.i18n.t('sync.now'), run: () => void sync() }],
 * };
 * ctx.subscriptions.add(ctx.tray.register(item));
 * ```
 */
export interface TrayItem {
  /** Unique among tray items, e.g. 'acme.sync'. */
  id: string;
  /** The tooltip and accessible name: a string as given, or a value the tray follows (`ctx.i18n.localize`). */
  title: DisplayText;
  /** Image URL (or a value the tray follows, for an icon that shows a state), or null for the text's first letter. */
  icon: DisplayText | null;
  /** Lower first; default 0. */
  order?: number;
  /** Runs on click, unless `menu` or `popup` is given. */
  onClick?: () => void;
  /** Entries of the menu the click opens, computed when it opens and again when the language changes. */
  menu?: () => readonly TrayMenuEntry[];
  /**
   * What the click opens in a popup by the tray (instead of a menu or an action), rendered while
   * it is open: a view of its own, such as the notification history. `close` closes it and gives
   * the focus back to the tray button; a click outside and Escape close it too.
   */
  popup?: (close: () => void) => ReactNode;
}

/**
 * An entry of a tray item's menu.
 *
 * @example
 * ```ts
 * const entry: TrayMenuEntry = { label: 'Sync now', run: () => void sync(), disabled: offline };
 * ```
 */
export interface TrayMenuEntry {
  /** The text shown. */
  label: string;
  /** Runs when the entry is chosen; a heading with `children` needs none. */
  run?: () => void;
  /** Shown greyed out and not chosen. Default false. */
  disabled?: boolean;
  /** Nested entries shown indented under a heading (the developer menu's per-app actions). */
  children?: readonly TrayMenuEntry[];
}

/**
 * The desktop's panel, where plugins add items.
 *
 * @example
 * ```tsx
 * ctx.subscriptions.add(
 *   ctx.panel.register({ id: 'acme.status', slot: 'center', render: () => <span>Online</span> }),
 * );
 * ```
 */
export interface PluginPanel {
  /** Adds an item to the panel; disposing the result removes it. */
  register(item: PanelItem): Disposable;
}

/**
 * The panel's tray: small icon buttons with menus or actions.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(
 *   ctx.tray.register({ id: 'acme.help', title: 'Help', icon: null, onClick: () => void ctx.apps.launch('Help') }),
 * );
 * ```
 */
export interface PluginTray {
  /** Adds an item to the tray; disposing the result removes it. */
  register(item: TrayItem): Disposable;
  /** Every tray item, sorted; the tray's panel item renders them. */
  readonly items: ReadableValue<readonly TrayItem[]>;
}

/**
 * A desktop widget type: the user adds it from the desktop's 'Add Widget' menu, and the desktop
 * shows each instance in the widget layer, above the wallpaper and below the windows. A widget
 * either draws on a canvas at its fps (`render`, the clock) or is a React view of the page
 * (`view`, the home widget's page or dashboard); a view is moved by its title bar, as its body
 * takes clicks of its own.
 *
 * @example
 * ```ts
 * const clock: WidgetDefinition = {
 *   name: 'acme.clock',
 *   title: ctx.i18n.localize('clock.title'),
 *   dimension: { width: 300, height: 50 },
 *   fps: 1,
 *   render: ({ context, now }) => context.fillText(now.toLocaleTimeString(), 10, 30),
 * };
 * const notes: WidgetDefinition = {
 *   name: 'acme.notes',
 *   title: 'Sticky note',
 *   dimension: { width: 240, height: 200 },
 *   view: ({ options }) => <textarea defaultValue={String(options.text ?? '')} />,
 * };
 * ```
 */
export type WidgetDefinition = CanvasWidgetDefinition | ViewWidgetDefinition;

/**
 * What every widget type declares, whether it draws on a canvas or is a view.
 *
 * @example
 * ```ts
 * const base: WidgetTypeBase = { name: 'acme.board', title: 'Board', dimension: { width: 400, height: 300 } };
 * ```
 */
export interface WidgetTypeBase {
  /** Registry key saved in the user's settings, e.g. 'digitalclock'. */
  name: string;
  /** The label of its 'Add Widget' entry: a string, or a value that follows the language (`ctx.i18n.localize`). */
  title: DisplayText;
  /** Default 300×50 for the clock; minimum and maximum per spec attributes. */
  dimension: { width: number; height: number };
  /** The smallest size the user may resize it to. Default 200×200, or `dimension` where that is smaller. */
  minDimension?: { width: number; height: number };
  /** The largest size the user may resize it to. Default 800×800. */
  maxDimension?: { width: number; height: number };
  /** Keeps the width-to-height ratio of `dimension` when the user resizes it. Default false. */
  aspect?: boolean;
  /**
   * The text options the user can change from the widget's menu, with their defaults: `fontColor`
   * (a `#rrggbb` colour: 'Set Color') and `fontFamily` ('Set Font'). `render` gets them in
   * `options`, the user's choice or these defaults. Leave out what the widget does not draw.
   */
  text?: { fontColor?: string; fontFamily?: string };
}

/**
 * A widget drawn on a canvas of its own.
 *
 * @example
 * ```ts
 * const dot: CanvasWidgetDefinition = { name: 'acme.dot', title: 'Dot', dimension: { width: 200, height: 200 }, fps: 0, render: ({ context }) => context.fillRect(90, 90, 20, 20) };
 * ```
 */
export interface CanvasWidgetDefinition extends WidgetTypeBase {
  /** Frames per second while shown; 0 draws only on change. */
  fps?: number;
  /** Draws the widget; called at `fps` and when its options change. */
  render: (target: WidgetRenderTarget) => void;
  /** A canvas widget has no view. */
  view?: never;
}

/**
 * A widget that is a React view of the page, under a title bar the desktop gives it.
 *
 * @example
 * ```tsx
 * const note: ViewWidgetDefinition = { name: 'acme.note', title: 'Note', dimension: { width: 240, height: 200 }, view: () => <p>Remember the milk</p> };
 * ```
 */
export interface ViewWidgetDefinition extends WidgetTypeBase {
  /** The component the widget shows; it stays mounted while the widget is on the desktop. */
  view: ComponentType<WidgetViewProps>;
  /** A view draws on no canvas. */
  render?: never;
  /** A view has no frame rate: it renders when its state changes. */
  fps?: never;
}

/**
 * What a view widget is given.
 *
 * @example
 * ```tsx
 * function Note({ width, options }: WidgetViewProps) {
 *   return <p style={{ width }}>{String(options.text ?? '')}</p>;
 * }
 * ```
 */
export interface WidgetViewProps {
  /** The DOM id of the widget's element, unique on the page (drill-down messages name it). */
  elementId: string;
  /** The width of the view in CSS pixels. */
  width: number;
  /** The height of the view, below the title bar, in CSS pixels. */
  height: number;
  /** The user's settings for this widget instance. */
  options: Readonly<Record<string, unknown>>;
  /** False while the page is hidden or a maximized window covers the desktop: a view stops its work. */
  running: boolean;
}

/**
 * Where a widget draws: a 2D canvas of the widget's size (in CSS pixels; the device pixel ratio
 * is applied already), cleared before each frame, which the widget layer shows.
 *
 * @example
 * ```ts
 * function render({ context, width, height, now }: WidgetRenderTarget): void {
 *   context.clearRect(0, 0, width, height);
 *   context.fillText(now.toLocaleTimeString(), 10, height / 2);
 * }
 * ```
 */
export interface WidgetRenderTarget {
  /** The canvas to draw on. */
  context: CanvasRenderingContext2D;
  /** The widget's width in CSS pixels. */
  width: number;
  /** The widget's height in CSS pixels. */
  height: number;
  /** The user's settings for this widget instance. */
  options: Readonly<Record<string, unknown>>;
  /** The time of this frame; use it rather than `new Date()` so frames agree. */
  now: Date;
}

/**
 * Desktop widget types the user can add.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.widgets.register(clock));
 * const names = ctx.widgets.types.get().map((widget) => widget.name);
 * ```
 */
export interface PluginWidgets {
  /** Adds a widget type; disposing the result removes it. */
  register(widget: WidgetDefinition): Disposable;
  /** Registered widget types, for the desktop's 'Add Widget' menu. */
  readonly types: ReadableValue<readonly WidgetDefinition[]>;
}

/**
 * A keyboard shortcut, e.g. 'Alt+A' (modifiers Ctrl, Alt, Shift, Meta; then a key).
 *
 * @example
 * ```ts
 * const binding: Keybinding = { id: 'acme.orders.open', key: 'Ctrl+Alt+O', run: () => void ctx.apps.launch('Orders') };
 * ```
 */
export interface Keybinding {
  /** Unique, e.g. 'atrium.appmenu.toggle'; settings may remap it by this id. */
  id: string;
  /** The default chord. */
  key: string;
  /** Runs when the chord is pressed. */
  run: () => void;
}

/**
 * Keyboard shortcuts: plugins register defaults, the user's settings may remap them.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.keybindings.register({ id: 'acme.orders.open', key: 'Ctrl+Alt+O', run: openOrders }));
 * const chord = ctx.keybindings.keyFor('acme.orders.open');
 * ```
 */
export interface PluginKeybindings {
  /** Adds a shortcut; disposing the result removes it. */
  register(binding: Keybinding): Disposable;
  /** The chord currently bound to `id` (the default, or the user's). */
  keyFor(id: string): string | null;
}

/**
 * Lifecycle and application events as `onDid…`/`onWill…` subscriptions. Each returns a
 * Disposable, which the plugin's own deactivation also disposes.
 *
 * @example
 * ```ts
 * ctx.bus.onDidLaunchApp((event) => console.info('launched', event));
 * ctx.bus.onWillLogOut((event) => event.join(saveDrafts()));
 * ```
 */
export interface PluginBus {
  /** Fires when the user has signed in. */
  onDidLogIn(listener: (event: AtriumEvents['auth/logged-in']) => void): Disposable;
  /**
   * Fires when sign-out starts, before the session ends on the server and the desktop is cleared;
   * a save joined to the event (`event.join(promise)`) still reaches the server.
   */
  onWillLogOut(listener: (event: AtriumEvents['auth/logout-started']) => void): Disposable;
  /** Fires when the desktop has started. */
  onDidStart(listener: (event: AtriumEvents['core/started']) => void): Disposable;
  /** Fires when an application has launched. */
  onDidLaunchApp(listener: (event: AtriumEvents['apps/launched']) => void): Disposable;
  /** Fires when an application has been destroyed. */
  onDidDestroyApp(listener: (event: AtriumEvents['apps/destroyed']) => void): Disposable;
  /** Fires when a launch has failed, with its error code. */
  onDidFailLaunch(listener: (event: AtriumEvents['apps/launch-failed']) => void): Disposable;
  /** Fires when the live connection changes state (connected, disconnected, …). */
  onDidChangeConnection(listener: (event: AtriumEvents['socket/state-changed']) => void): Disposable;
  /**
   * Fires for each event the server pushes through the live connection: `settings` (saved in
   * another tab or device), `packages` (installed or changed), `app` (an application's message).
   */
  onDidReceiveServerEvent(listener: (event: AtriumEvents['socket/message']) => void): Disposable;
  /**
   * Asks for a drill-down or roll-up (document 2, "Drill-down / roll-up message"): of the dashboard
   * widget whose element is `message.elementId`, or, with a dashboard or file target, the opening
   * of that dashboard or file. Drill-down links go through here.
   */
  requestDrill(message: AtriumEvents['dashboards/drill-requested']): void;
  /** Fires for each drill-down or roll-up asked for, before it is carried out (dashboards carry it out). */
  onDidRequestDrill(listener: (message: AtriumEvents['dashboards/drill-requested']) => void): Disposable;
  /** Tells the others a widget drilled down or rolled up; dashboards call it. */
  reportDrill(message: AtriumEvents['dashboards/drilled']): void;
  /** Fires when a dashboard widget has drilled down or rolled up, or opened a dashboard or file. */
  onDidDrill(listener: (message: AtriumEvents['dashboards/drilled']) => void): Disposable;
}

/**
 * The live connection, through which applications talk to their server side (spec, shell
 * section 7 "Websocket"). An application message is `{ pid, name, args }`: the server hands what
 * an application sends to the same application on the user's other desktops (their other tabs and
 * devices, in the same account), on whichever server instance they are connected to.
 *
 * @example
 * ```ts
 * ctx.apps.register({
 *   name: 'Chat',
 *   launch(app) {
 *     app.openWindow({ id: 'main', title: app.title, content: <ChatView /> });
 *     app.subscriptions.add(ctx.socket.onDidReceive(app, (args) => showMessage(args)));
 *     if (!ctx.socket.send(app, { text: 'joined' })) showOffline();
 *   },
 * });
 * ```
 */
export interface PluginSocket {
  /** The connection's state: `connected` while messages can be sent. */
  readonly state: ReadableValue<SocketState>;
  /**
   * Sends `args` (any JSON, at most 64 KB with its envelope) to the application's server side as
   * `{ pid, name, args }`. Returns false, and sends nothing, when not connected: nothing is queued,
   * so nothing stale is delivered later. At most 20 messages a second, on average, per page.
   */
  send(app: Pick<Application, 'pid' | 'name'>, args: unknown): boolean;
  /**
   * Calls `listener` with the `args` of each message the server sends to `app`: those for its
   * pid, and those for every instance of its name. Dispose the result (or add it to
   * `app.subscriptions`) when the application goes.
   */
  onDidReceive(app: Pick<Application, 'pid' | 'name'>, listener: (args: unknown) => void): Disposable;
}

/**
 * The product API, signed in as the user (bearer token, refresh-and-retry, the envelope unwrapped).
 *
 * @example
 * ```ts
 * const orders = await ctx.http.request<Order[]>('GET', 'orders'); // /api/orders
 * ```
 */
export interface PluginHttp {
  /** Resolves the answer's `data`; rejects with a RequestError carrying the spec's code. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T>;
}

/**
 * The plugin's own settings: one namespace per plugin, saved on the server with the user's other
 * settings (debounced), and read back at the next sign-in. A namespace the configuration locks
 * reads as empty and refuses changes.
 *
 * @example
 * ```ts
 * const zoom = (ctx.settings.values.get().zoom as number | undefined) ?? 100;
 * ctx.settings.set({ zoom: zoom + 10 });
 * // in a component: const { zoom } = useSettings(ctx.settings);
 * ```
 */
export interface PluginSettings {
  /** The plugin's values, as saved; an empty object until set or when locked. */
  readonly values: ReadableValue<Readonly<Record<string, unknown>>>;
  /**
   * Merges `values` in (a key set to undefined is removed) and saves shortly after.
   * @throws SettingsLockedError (code ERR_SETTINGS_LOCKED) when the namespace is locked.
   */
  set: (values: Readonly<Record<string, unknown>>) => void;
  /** Whether the configuration locks this plugin's settings. */
  readonly locked: boolean;
}

/**
 * Translations for a plugin: its own strings, added per language, and the shell's. Keys are
 * looked up among the plugin's strings first, then the shell's; a missing key shows as itself.
 * `t` answers in the language current when called; for text the desktop keeps showing (a tray
 * item's title, a window's title) use `localize`, which follows a language switch.
 *
 * @example
 * ```ts
 * ctx.i18n.addResources('en_EN', { greeting: 'Hello, {{name}}!', title: 'Greeter' });
 * ctx.i18n.addResources('de_DE', { greeting: 'Hallo, {{name}}!', title: 'Begrüßung' });
 * const text = ctx.i18n.t('greeting', { name: 'Ada' });
 * ctx.subscriptions.add(ctx.tray.register({ id: 'acme.greeter', title: ctx.i18n.localize('title'), icon: null }));
 * ```
 */
export interface PluginI18n {
  /** The text for `key` in the current language, with `{{name}}` placeholders filled from `values`. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /**
   * The text for `key` as a value that follows the language: it reads as `t(key, values)` does
   * now, and tells its subscribers the new text when the language changes (or when the plugin
   * adds strings). Registrations that take a {@link DisplayText} follow it.
   *
   * @param key - the key, among the plugin's strings first, then the shell's
   * @param values - what fills the `{{name}}` placeholders
   * @returns the text in the current language, changing with it
   * @example
   * ```ts
   * const title = ctx.i18n.localize('sandbox.title', { index: 1 });
   * app.openWindow({ id: 'main', title, content: <Sandbox /> });
   * ```
   */
  localize(key: string, values?: Record<string, unknown>): ReadableValue<string>;
  /**
   * Adds the plugin's strings for a language (e.g. 'en_EN'), nested objects allowed. React
   * content reads them with `useTranslation(ctx.id)`. Disposing the result (or the plugin) removes them.
   */
  addResources(locale: string, resources: Readonly<Record<string, unknown>>): Disposable;
}

/**
 * Who is signed in and what the desktop runs as.
 *
 * @example
 * ```ts
 * const name = ctx.env.profile.get()?.firstname ?? 'guest';
 * ctx.env.locale.subscribe((locale) => reloadLabels(locale));
 * ```
 */
export interface PluginEnvironment {
  /** The signed-in user's profile; null while nobody is signed in. */
  readonly profile: ReadableValue<Profile | null>;
  /** The product's name as the desktop shows it. */
  readonly productName: string;
  /** The server runs with NODE_ENV=development: developer tools are shown. */
  readonly development: boolean;
  /**
   * The page runs in test mode (a fixed clock, no animations): plugins draw without motion too,
   * so that screenshots are the same run to run.
   */
  readonly testMode: boolean;
  /** The current language, e.g. 'en_EN'. */
  readonly locale: ReadableValue<string>;
  /**
   * Installed packages that failed to load, by name, with why (a file that did not load, an
   * `engines.atrium` range this Atrium is not in); the developer tray lists them.
   */
  readonly packageFailures: ReadableValue<ReadonlyMap<string, string>>;
  /** Clears what the browser stores for this user besides the sign-in, and the saved session. */
  clearStoredSettings(): Promise<void>;
  /**
   * Signs out: saves the desktop session, ends the user's session, clears the stored keys and goes
   * to the login page (or the account's login URL). Ask first: the panel's logout button confirms.
   */
  signOut(): Promise<void>;
  /** Reloads the desktop into another of the user's accounts (one of `profile.accounts`). */
  switchAccount(accountId: string): Promise<void>;
}

/**
 * A notification to show (spec, shell section 3 "Notification").
 *
 * @example
 * ```ts
 * const saved: NotificationOptions = { title: 'Orders', message: 'Order 42 shipped', sound: 'complete' };
 * ```
 */
export interface NotificationOptions {
  title: string;
  message: string;
  /** Image URL. */
  icon?: string;
  /** Milliseconds until the toast closes by itself; 0 keeps it until clicked. Default 5000. */
  timeout?: number;
  /** A bundled sound: 'message' (the default), 'bell' or 'complete'; null for none. */
  sound?: string | null;
  /** Shown by the browser's own notifications once the user allows them (asked at the first); a toast until then. */
  native?: boolean;
}

/**
 * Notifications: a toast with its sound, kept in the user's history on the server (which follows
 * them to another device), and the do-not-disturb switch that holds toasts and sounds back.
 *
 * @example
 * ```ts
 * ctx.notifications.notify({ title: 'Orders', message: 'Order 42 shipped' });
 * const quiet = ctx.notifications.doNotDisturb.get();
 * const { items } = await ctx.notifications.history({ take: 10 });
 * ```
 */
export interface PluginNotifications {
  /** Shows a notification, plays its sound and records it in the history (only records it under do-not-disturb). */
  notify(options: NotificationOptions): void;
  /** Whether do-not-disturb is on. */
  readonly doNotDisturb: ReadableValue<boolean>;
  /** Turns do-not-disturb on or off, saved with the user's desktop settings. */
  setDoNotDisturb(on: boolean): void;
  /** The user's notifications, newest first (GET /api/v1/notifications). */
  history(page?: { take?: number; skip?: number }): Promise<NotificationHistory>;
  /** Empties the user's history. */
  clearHistory(): Promise<void>;
}

/**
 * People in the user's accounts.
 *
 * @example
 * ```ts
 * // in a row's click handler
 * ctx.people.showCard(task.assignee.id, { left: event.clientX, top: event.clientY });
 * ```
 */
export interface PluginPeople {
  /**
   * Opens the profile card popup of a user at a page point: their picture, name, designation,
   * chat and mail links, email, manager and country (document 2, "Profile card popup"). One
   * card is shown at a time; it closes by its close button, a click beside it or Escape.
   *
   * @param userId - the user's id, as the server gives it (GET /api/user/{id}/detail)
   * @param at - where it opens: a click's clientX and clientY, or from the keyboard a corner of the focused element
   */
  showCard(userId: string, at: { left: number; top: number }): void;
}

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
  /** Makes the plugin's contributions; what it adds to `ctx.subscriptions` goes when it is deactivated. */
  activate(ctx: PluginContext): void | Promise<void>;
}
