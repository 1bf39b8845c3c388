// What the kit uses of the desktop's automation handle, `window.atrium`, which Atrium installs
// only in test mode. Declared here, not imported, so the published kit needs nothing of Atrium's
// source; Atrium's own tests check that the engine's handle still fits this view.

/** A window as the desktop reports it: its rectangle on the page and its state. */
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
  /** Its snap zone (a half or a quarter of the desktop), or null when not snapped. */
  snap: 'left' | 'right' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | null;
  /** The rectangle a snapped window goes back to when it leaves its zone, or null. */
  restore: { left: number; top: number; width: number; height: number } | null;
  /** The id of the workspace it is on. */
  workspace: string;
}

/** Where and how a window opens (`desktop.openWindow`). */
export interface OpenWindowOptions {
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

/** The part of `window.atrium` the kit calls. */
export interface AutomationHandle {
  /** Frames each canvas has rendered. */
  frames(): Record<string, number>;
  /** No canvas has anything left to draw (true also before the desktop is up). */
  idle(): boolean;
  windows: { open(options?: OpenWindowOptions): number; list(): WindowSummary[] } | null;
  apps: { launch(name: string, args?: Record<string, unknown>): Promise<number | null>; started(): boolean } | null;
}

/** The page's global object as the kit reads it inside `page.evaluate`. */
export interface AutomatedGlobal {
  atrium?: AutomationHandle;
}
