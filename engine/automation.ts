import type { AppLauncher } from './apps';
import type { WindowHost } from './overlay';
import { displayRect, type WindowsStore } from './windows';

export type CanvasName = 'desktop' | 'chrome' | 'active';

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
}

export interface OpenOptions {
  /** The application whose window opens; the first registered one by default. */
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
}

/** Scripted window management for tests and benchmarks. */
export interface WindowsAutomation {
  open(options?: OpenOptions): number;
  /** Opens `count` windows in one task (benchmarks), returning their wids. */
  openMany(count: number, options?: OpenOptions): number[];
  /** Every window, bottom to top, with the rectangle it is shown in. */
  list(): WindowSummary[];
  move(wid: number, left: number, top: number): boolean;
  resize(wid: number, width: number, height: number): boolean;
  focus(wid: number): boolean;
  minimize(wid: number): boolean;
  maximize(wid: number): boolean;
  restore(wid: number): void;
  raise(wid: number): void;
  close(wid: number): void;
  closeAll(): void;
}

/**
 * The test-mode automation handle, `window.atrium`, for Playwright tests and benchmarks.
 * It exists only in test mode; see README "Automation handle".
 */
export interface AtriumAutomation {
  /** Frames each canvas has rendered; they stay the same while the desktop is idle. */
  frames(): Record<CanvasName, number>;
  /** Present once the desktop is up. */
  windows: WindowsAutomation | null;
}

declare global {
  interface Window {
    atrium?: AtriumAutomation;
  }
}

/** What the shell feeds the automation handle with. */
export interface AutomationHooks {
  countFrame: (canvas: CanvasName) => void;
  /** Makes the desktop's windows scriptable until the returned function is called. */
  attachWindows: (windows: WindowsAutomation) => () => void;
}

/** Installs `window.atrium` and returns the hooks the shell reports to. */
export function installAutomation(target: Window): AutomationHooks {
  const frames: Record<CanvasName, number> = { desktop: 0, chrome: 0, active: 0 };
  const automation: AtriumAutomation = { frames: () => ({ ...frames }), windows: null };
  target.atrium = automation;
  return {
    countFrame(canvas) {
      frames[canvas]++;
    },
    attachWindows(windows) {
      automation.windows = windows;
      return () => {
        if (automation.windows === windows) automation.windows = null;
      };
    },
  };
}

export function createWindowsAutomation(store: WindowsStore, host: WindowHost, launcher: AppLauncher): WindowsAutomation {
  const actions = () => store.getState();
  const open = (options: OpenOptions = {}) => {
    const app = options.app ?? launcher.apps[0]?.name;
    if (!app) throw new Error('Atrium: no application is registered to open windows with');
    const { left, top, width, height, title, breadcrumb, parent, modal } = options;
    return launcher.launch(app, {
      ...(title === undefined ? {} : { title }),
      ...(breadcrumb === undefined ? {} : { breadcrumb }),
      ...(parent === undefined ? {} : { parent }),
      ...(modal === undefined ? {} : { attributes: { modal } }),
      position: { ...(left === undefined ? {} : { left }), ...(top === undefined ? {} : { top }) },
      dimension: { ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) },
    });
  };
  return {
    open,
    openMany: (count, options) => actions().batch(() => Array.from({ length: count }, () => open(options))),
    list() {
      const { windows, desktop, mobile } = actions();
      return Object.values(windows)
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
          };
        });
    },
    move: (wid, left, top) => actions().move(wid, { left, top }),
    resize(wid, width, height) {
      const record = actions().windows[wid];
      return record ? actions().resize(wid, { ...record.state.position, width, height }) : false;
    },
    focus: (wid) => actions().focus(wid),
    minimize: (wid) => actions().minimize(wid),
    maximize: (wid) => actions().maximize(wid),
    restore: (wid) => actions().restore(wid),
    raise: (wid) => actions().raise(wid),
    close: (wid) => host.close(wid),
    closeAll() {
      for (const key of Object.keys(actions().windows)) host.close(Number(key));
    },
  };
}
