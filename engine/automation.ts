import type { Session } from '../server/contract';
import type { AppArgs, AppEvents, AppServiceInternals, LaunchOptions, RunningApp } from './apps';
import type { EventBus, ReadableValue } from './core';
import { frames as frameHub, type CanvasName } from './frames';
import type { Registry, WidgetDefinition } from './extensions';
import type { DialogResult, DialogService, OptionsOf, ProgressHandle, ProgressOptions, ValueOf } from './dialogs';
import type { DrawingWork } from './scene';
import type { SocketState } from './socket';
import type { WidgetService } from './widgets';
import { displayRect, tileVisible, type Position, type Rect, type SnapZone, type WindowHost, type WindowsStore } from './windows';
import type { PluginWorkspaces, Workspace } from './workspaces';


/** How often window frames have rendered (React commits of a window's DOM), in all and per wid. */
export interface WindowRenders {
  total: number;
  byWid: Record<number, number>;
}

export interface WindowSummary {
  wid: number;
  id: string;
  appId: string;
  title: string;
  left: number;
  top: number;
  width: number;
  height: number;
  zIndex: number;
  focused: boolean;
  minimized: boolean;
  maximized: boolean;
  /** Its snap zone (docs/features/windows.md#snap-and-tile), or null when not snapped. */
  snap: SnapZone | null;
  /** The rectangle a snapped window goes back to when it leaves its zone, or null. */
  restore: Rect | null;
  /** The id of the workspace it is on. */
  workspace: string;
}

export interface OpenOptions {
  /** The application whose window opens (a new instance is launched); Sandbox by default. */
  app?: string;
  title?: string;
  /** Shown after the title in the header. */
  breadcrumb?: string[];
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  /** Opens the window as a child of this one. */
  parent?: number;
  /** With `parent`: a modal child, which blocks its parent until it closes. */
  modal?: boolean;
  /** The workspace it opens on; the current one by default. */
  workspace?: string;
}

/** Scripted workspaces (docs/features/windows.md#workspaces), as `ctx.workspaces` changes them. */
export interface WorkspacesAutomation {
  /** Every workspace, in order. */
  list(): Workspace[];
  /** The current workspace's id. */
  current(): string;
  show(id: string): boolean;
  add(name?: string): string | null;
  rename(id: string, name: string): boolean;
  remove(id: string): boolean;
  moveWindow(wid: number, id: string): boolean;
}

/** Scripted window management for tests and benchmarks. */
export interface WindowsAutomation {
  open(options?: OpenOptions): number;
  /**
   * Opens windows as one batch (one change of the window store), returning their wids: `count`
   * windows alike, or one per entry of a list of options.
   */
  openMany(count: number | readonly OpenOptions[], options?: OpenOptions): number[];
  /** Every window, bottom to top, with the rectangle it is shown in. */
  list(): WindowSummary[];
  /** The desktop's rectangle: the part of the page between the panels where windows live. */
  desktop(): Rect;
  move(wid: number, left: number, top: number): boolean;
  resize(wid: number, width: number, height: number): boolean;
  focus(wid: number): boolean;
  minimize(wid: number): boolean;
  maximize(wid: number): boolean;
  restore(wid: number): void;
  /** Snaps window `wid` to a zone, as a drag released there or a snap chord does. */
  snap(wid: number, zone: SnapZone): boolean;
  /** "Tile all": the visible windows in a grid. */
  tileAll(): void;
  raise(wid: number): void;
  close(wid: number): void;
  closeAll(): void;
}

/**
 * Scripted dialogs for tests. Options cross `page.evaluate` as JSON, so an error alert takes
 * `error: { message, stack }` rather than an Error.
 */
export interface DialogsAutomation {
  /**
   * Opens dialog `name` (alert, confirm, prompt, progress, or a registered kind) and settles once
   * it closes, with its reason and answer; `page.evaluate` can await it while the test clicks.
   */
  show<N extends string>(name: N, options: OptionsOf<N>): Promise<DialogResult<ValueOf<N>>>;
  /** Opens a progress dialog and returns its wid, for `update`, `close` and `result`. */
  progress(options?: ProgressOptions): number;
  /** Moves progress dialog `wid`'s bar (0–100, null: indeterminate) and, if given, its message. */
  update(wid: number, value: number | null, message?: string): void;
  /** Closes progress dialog `wid` as its caller would (reason `close`). */
  close(wid: number): void;
  /** Settles when progress dialog `wid` closes, with its reason. */
  result(wid: number): Promise<DialogResult<never>>;
}

/** One application event, in the order they happened. */
export interface AppEvent {
  type: 'requested' | 'launched' | 'destroyed' | 'launch-failed';
  name: string;
  /** The failure's code, for `launch-failed`. */
  code?: string;
  /** Milliseconds since the page started. */
  at: number;
}

/** Scripted applications for tests. */
export interface AppsAutomation {
  /** Launches by the launch rules (failures are shown as the user sees them) and settles with the pid, or null. */
  launch(name: string, args?: AppArgs, options?: LaunchOptions): Promise<number | null>;
  running(): RunningApp[];
  /** The launch requests, launches, destroys and failures since the desktop started, the latest APP_EVENTS_KEPT (10,000). */
  events(): AppEvent[];
  /** The session as it would be saved now. */
  session(): Session;
  /**
   * The desktop has restored the session (or failed its first load, and retries) and started
   * its start-up apps: what opens from now on is saved in the session.
   */
  started(): boolean;
}

/** A widget on the desktop as tests see it: its rectangle in page coordinates. */
export interface WidgetInfo {
  id: number;
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Its saved options besides the geometry (the clock's fontFamily, fontColor). */
  options: Record<string, unknown>;
}

/** Scripted widgets for tests: the types, and the widgets on the desktop. */
export interface WidgetsAutomation {
  /** Registered widget type names. */
  types(): string[];
  /** Every widget on the desktop (of a registered type or not), in drawing order. */
  list(): WidgetInfo[];
  /** Adds a widget of type `name` at a page point (default: 15 px from the desktop's corner); its id, or null when refused. */
  add(name: string, at?: { left: number; top: number }): number | null;
  /** Moves widget `id` to a page point, clamped inside the desktop. */
  move(id: number, left: number, top: number): void;
  /** Resizes widget `id` within its type's limits. */
  resize(id: number, width: number, height: number): void;
  remove(id: number): void;
  /**
   * Draws widget `name` once into a canvas of its default size and tells how many pixels it
   * painted: proof that the contract is callable end to end.
   */
  draw(name: string): number;
}

/**
 * The test-mode automation handle, `window.atrium`, for Playwright tests and benchmarks.
 * It exists only in test mode; see docs/features/automation.md.
 */
export interface AtriumAutomation {
  /** Frames each canvas has rendered; they stay the same while the desktop is idle. */
  frames(): Record<CanvasName, number>;
  /**
   * Renders of the windows' DOM frames so far (React commits, each window's own): a drag step
   * renders the moving window only, a raise the few windows whose look changed.
   */
  renders(): WindowRenders;
  /**
   * No canvas has anything left to draw: every change is rendered, no frame is requested, no
   * image is loading. While it holds, `frames()` counts every frame the last actions caused.
   * True before the desktop is up.
   */
  idle(): boolean;
  /** Present once the desktop is up. */
  windows: WindowsAutomation | null;
  /** Present once the desktop is up. */
  dialogs: DialogsAutomation | null;
  /** Present once the desktop is up. */
  apps: AppsAutomation | null;
  /** Present once the desktop is up. */
  widgets: WidgetsAutomation | null;
  /** Present once the desktop is up. */
  workspaces: WorkspacesAutomation | null;
  /** The live connection's state: `connected` once the server has accepted the socket. */
  connection(): SocketState;
  /** Shows a notification as an application would (`ctx.notifications.notify`). */
  notify(options: { title: string; message: string; icon?: string; timeout?: number; sound?: string | null; native?: boolean }): void;
  /**
   * Refreshes the external identity provider's tokens now, as its library does before they expire;
   * false without a provider or when it refused (which signs the user out).
   */
  refreshIdentity(): Promise<boolean>;
}

declare global {
  interface Window {
    atrium?: AtriumAutomation;
  }
}

/** The parts of the signed-in desktop that the automation handle scripts. */
export interface AutomatedDesktop {
  windows: WindowsStore;
  host: WindowHost;
  apps: AppServiceInternals;
  dialogs: DialogService;
  /** True once the desktop has restored the session and started its start-up apps. */
  started: ReadableValue<boolean>;
  widgets: Registry<WidgetDefinition>;
  widgetService: WidgetService;
  workspaces: PluginWorkspaces;
}

/**
 * What the shell feeds the automation handle with. The handle is a chunk of its own that the page
 * imports only in test mode: outside it, nothing of this module is downloaded.
 */
export interface AutomationHooks {
  /** Makes what the desktop's canvases still have to draw known to `idle()` until the returned function is called. */
  attachDrawing: (work: DrawingWork) => () => void;
  /** Makes the desktop's windows, dialogs, applications and widgets scriptable until the returned function is called. */
  attachDesktop: (desktop: AutomatedDesktop, bus: EventBus<AppEvents>) => () => void;
}

/** Installs `window.atrium` and returns the hooks the shell reports to. */
export function installAutomation(
  target: Window,
  connection: ReadableValue<SocketState>,
  notify: AtriumAutomation['notify'],
  refreshIdentity: AtriumAutomation['refreshIdentity'],
): AutomationHooks {
  const frames: Record<CanvasName, number> = { desktop: 0, chrome: 0, active: 0, widgets: 0, snap: 0 };
  const renders: WindowRenders = { total: 0, byWid: {} };
  let drawing: DrawingWork | null = null;
  const automation: AtriumAutomation = {
    frames: () => ({ ...frames }),
    renders: () => ({ total: renders.total, byWid: { ...renders.byWid } }),
    idle: () => drawing?.idle() ?? true,
    windows: null,
    dialogs: null,
    apps: null,
    widgets: null,
    workspaces: null,
    connection: () => connection.get(),
    notify,
    refreshIdentity,
  };
  target.atrium = automation;
  // Before the desktop's first render, so the window frames mount their probes; for the page's life.
  frameHub.observe({
    drawn(canvas) {
      frames[canvas]++;
    },
    rendered(wid) {
      renders.total++;
      renders.byWid[wid] = (renders.byWid[wid] ?? 0) + 1;
    },
  });
  return {
    attachDrawing(work) {
      drawing = work;
      return () => {
        if (drawing === work) drawing = null;
      };
    },
    attachDesktop(desktop, bus) {
      const windows = createWindowsAutomation(desktop.windows, desktop.host, desktop.apps);
      const dialogs = createDialogsAutomation(desktop.dialogs);
      const apps = createAppsAutomation(desktop.apps, desktop.started, bus, () => performance.now());
      const widgets = createWidgetsAutomation(desktop.widgets, desktop.widgetService, () => desktop.windows.getState().desktop, target.document);
      const workspaces = createWorkspacesAutomation(desktop.workspaces);
      Object.assign(automation, { windows, dialogs, apps, widgets, workspaces });
      return () => {
        apps.dispose();
        // Only its own: another desktop may have attached since.
        if (automation.windows !== windows) return;
        Object.assign(automation, { windows: null, dialogs: null, apps: null, widgets: null, workspaces: null });
      };
    },
  };
}

function createWorkspacesAutomation(workspaces: PluginWorkspaces): WorkspacesAutomation {
  return {
    list: () => workspaces.list.get().map((workspace) => ({ ...workspace })),
    current: () => workspaces.current.get(),
    show: (id) => workspaces.show(id),
    add: (name) => workspaces.add(name),
    rename: (id, name) => workspaces.rename(id, name),
    remove: (id) => workspaces.remove(id),
    moveWindow: (wid, id) => workspaces.moveWindow(wid, id),
  };
}

function createDialogsAutomation(service: DialogService): DialogsAutomation {
  const progress = new Map<number, ProgressHandle>();
  const handle = (wid: number) => {
    const found = progress.get(wid);
    if (!found) throw new Error(`Atrium: no progress dialog ${wid}`);
    return found;
  };
  return {
    show: (name, options) => service.show(name, options),
    progress(options = {}) {
      const opened = service.progress(options);
      // Kept after it closes, so `result` still answers (test pages open a handful).
      progress.set(opened.wid, opened);
      return opened.wid;
    },
    update: (wid, value, message) => handle(wid).update(value, message),
    close: (wid) => handle(wid).close(),
    result: (wid) => handle(wid).result,
  };
}

const DEFAULT_APP = 'Sandbox';

function createWindowsAutomation(store: WindowsStore, host: WindowHost, apps: AppServiceInternals): WindowsAutomation {
  const actions = () => store.getState();
  const open = (options: OpenOptions = {}) => {
    const { left, top, width, height, title, breadcrumb, parent, modal, workspace } = options;
    const app = apps.launchSync(options.app ?? DEFAULT_APP, {}, {
      firstWindow: {
        ...(title === undefined ? {} : { title }),
        ...(breadcrumb === undefined ? {} : { breadcrumb }),
        ...(parent === undefined ? {} : { parent }),
        ...(modal === undefined ? {} : { attributes: { modal } }),
        ...(workspace === undefined ? {} : { workspace }),
        position: { ...(left === undefined ? {} : { left }), ...(top === undefined ? {} : { top }) },
        dimension: { ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) },
      },
    });
    const first = app.windows[0];
    if (!first) throw new Error(`Atrium: '${app.name}' opened no window`);
    return first.wid;
  };
  return {
    open,
    openMany: (count, options) =>
      actions().batch(() => (typeof count === 'number' ? Array.from({ length: count }, () => open(options)) : count.map((each) => open(each)))),
    desktop: () => ({ ...actions().desktop }),
    list() {
      const { windows, desktop, mobile } = actions();
      return [...windows.values()]
        .sort((a, b) => a.state.zIndex - b.state.zIndex || a.wid - b.wid)
        .map((record) => {
          const { state } = record;
          return {
            wid: record.wid,
            id: record.id,
            appId: record.appId,
            title: record.title,
            ...displayRect(record, desktop, mobile),
            zIndex: state.zIndex,
            focused: state.focused,
            minimized: state.minimized,
            maximized: state.maximized,
            snap: state.snap?.zone ?? null,
            restore: state.snap ? { ...state.snap.restore } : null,
            workspace: record.workspace,
          };
        });
    },
    move: (wid, left, top) => actions().move(wid, { left, top }),
    resize(wid, width, height) {
      const record = actions().windows.get(wid);
      return record ? actions().resize(wid, { ...record.state.position, width, height }) : false;
    },
    focus: (wid) => actions().focus(wid),
    minimize: (wid) => actions().minimize(wid),
    maximize: (wid) => actions().maximize(wid),
    restore: (wid) => actions().restore(wid),
    snap: (wid, zone) => actions().snap(wid, zone),
    tileAll: () => tileVisible(actions()),
    raise: (wid) => actions().raise(wid),
    close: (wid) => host.close(wid),
    closeAll() {
      for (const wid of actions().windows.wids()) host.close(wid);
    },
  };
}

/**
 * How many app events `apps.events()` keeps: a bench that opens and closes 10,000 windows several
 * times in one page made the log grow without end.
 */
const APP_EVENTS_KEPT = 10_000;

export function createAppsAutomation(
  apps: AppServiceInternals,
  started: ReadableValue<boolean>,
  bus: EventBus<AppEvents>,
  now: () => number,
): AppsAutomation & { dispose(): void } {
  const events: AppEvent[] = [];
  const record = (event: AppEvent) => {
    events.push(event);
    // Dropped in halves, not one by one: a shift per event would copy the whole log each time.
    if (events.length >= 2 * APP_EVENTS_KEPT) events.splice(0, events.length - APP_EVENTS_KEPT);
  };
  const subscriptions = [
    bus.on('apps/launch-requested', ({ name }) => record({ type: 'requested', name, at: now() })),
    bus.on('apps/launched', ({ name }) => record({ type: 'launched', name, at: now() })),
    bus.on('apps/destroyed', ({ name }) => record({ type: 'destroyed', name, at: now() })),
    bus.on('apps/launch-failed', ({ name, code }) => record({ type: 'launch-failed', name, code, at: now() })),
  ];
  return {
    launch: async (name, args, options) => (await apps.launch(name, args, options))?.pid ?? null,
    running: () => [...apps.running.get()],
    events: () => events.slice(-APP_EVENTS_KEPT),
    session: () => apps.session(),
    started: () => started.get(),
    dispose: () => subscriptions.forEach((subscription) => subscription.dispose()),
  };
}

function createWidgetsAutomation(
  widgets: Registry<WidgetDefinition>,
  service: WidgetService,
  desktopOrigin: () => Position,
  doc: Document,
): WidgetsAutomation {
  const fromPage = (left: number, top: number) => {
    const origin = desktopOrigin();
    return { left: left - origin.left, top: top - origin.top };
  };
  return {
    types: () => widgets.items.get().map((widget) => widget.name),
    list() {
      const origin = desktopOrigin();
      return service.store.getState().instances.map((widget) => ({
        id: widget.id,
        name: widget.name,
        left: origin.left + widget.position.left,
        top: origin.top + widget.position.top,
        ...widget.dimension,
        options: { ...widget.options },
      }));
    },
    add: (name, at) => service.add(name, at ? fromPage(at.left, at.top) : null),
    move: (id, left, top) => service.move(id, fromPage(left, top)),
    resize: (id, width, height) => service.resize(id, { width, height }),
    remove: (id) => service.remove(id),
    draw(name) {
      const widget = widgets.get(name);
      if (!widget?.render) throw new Error(`Atrium: no widget type '${name}' that draws on a canvas`);
      const { width, height } = widget.dimension;
      const canvas = doc.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Atrium: no 2D canvas context');
      widget.render({ context, width, height, options: {}, now: new Date() });
      const { data } = context.getImageData(0, 0, width, height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
      return painted;
    },
  };
}
