/**
 * Geometry in CSS pixels, relative to the page (the desktop rectangle is in the same space).
 *
 * @example
 * ```tsx
 * const position: Position = { left: 40, top: 40 };
 * await app.openWindow({ id: 'main', title: 'Orders', content: <Orders />, position });
 * ```
 */
export interface Position {
  /** Distance from the page's left edge. */
  left: number;
  /** Distance from the page's top edge. */
  top: number;
}

/**
 * A size in CSS pixels.
 *
 * @example
 * ```tsx
 * const dimension: Dimension = { width: 640, height: 480 };
 * await app.openWindow({ id: 'main', title: 'Orders', content: <Orders />, dimension });
 * ```
 */
export interface Dimension {
  /** Width in CSS pixels. */
  width: number;
  /** Height in CSS pixels. */
  height: number;
}

export type Rect = Position & Dimension;

/**
 * Where a window without an explicit position is placed.
 *
 * @example
 * ```tsx
 * const gravity: Gravity = 'center';
 * await app.openWindow({ id: 'main', title: 'Orders', content: <Orders />, attributes: { gravity } });
 * ```
 */
export type Gravity = 'center' | null;

/** One of the eight resize handles. */
export type Edge = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Header layout class by window width (spec: small < 640, medium 640–1024, big > 1024). */
export type HeaderSize = 'small' | 'medium' | 'big';

/**
 * What a window may do (docs/features/windows.md#window-rules).
 *
 * @example
 * ```tsx
 * const attributes: Partial<WindowAttributes> = { resizable: false, maximizable: false };
 * await app.openWindow({ id: 'about', title: 'About', content: <About />, attributes });
 * ```
 */
export interface WindowAttributes {
  /** Blocks its parent until it closes. */
  modal: boolean;
  /** Stays above ordinary windows. */
  ontop: boolean;
  /** Where it is placed when no position is given. */
  gravity: Gravity;
  /** The user may move it. */
  moveable: boolean;
  /** The user may resize it. */
  resizable: boolean;
  /** It may take the focus. */
  focusable: boolean;
  /** It may be maximized. */
  maximizable: boolean;
  /** It may be minimized. */
  minimizable: boolean;
  /** It is saved in the session and restored at sign-in. */
  sessionable: boolean;
  /** The user may close it. */
  closeable: boolean;
  /** Whether the header (title bar) is shown. */
  header: boolean;
  /** Whether the minimize/maximize/close buttons are shown. */
  controls: boolean;
  /** `restricted`: hidden from the window list. */
  visibility: 'global' | 'restricted';
  /** Keep the window inside the desktop when it moves or the desktop shrinks. */
  clamp: boolean;
  /** The smallest size it may be resized to. */
  minDimension: Dimension;
  /** null: unlimited. */
  maxDimension: Dimension | null;
}

/**
 * Where a snapped window sits on the desktop (docs/features/windows.md#snap-and-tile): a half or a
 * quarter. Maximizing is its own state, not a zone.
 */
export type SnapZone = 'left' | 'right' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** What a drag released here does: snap to a zone, or maximize (the desktop's top edge). */
export type SnapTarget = SnapZone | 'maximize';

/** A snapped window's zone, and the rectangle it goes back to when it leaves it. */
export interface WindowSnap {
  zone: SnapZone;
  restore: Rect;
}

/** Where a window is and what it is doing (docs/features/windows.md#window-rules). */
export interface WindowState {
  position: Position;
  dimension: Dimension;
  /** Stacking order; higher is in front. Ontop windows carry ONTOP_Z_OFFSET on top. */
  zIndex: number;
  focused: boolean;
  maximized: boolean;
  minimized: boolean;
  moving: boolean;
  resizing: boolean;
  /** Set LOADING_DELAY_MS after loading began, so short loads never flash a spinner. */
  loading: boolean;
  /** Null unless snapped to a half or a quarter (docs/features/windows.md#snap-and-tile). */
  snap: WindowSnap | null;
}

export interface WindowRecord {
  /** Global, numeric, never reused in a page's life; cascade placement derives from it. */
  wid: number;
  /** Unique within its application (ERR_WINDOW_ID_EXISTS otherwise). */
  id: string;
  /** The owning application instance. */
  appId: string;
  title: string;
  /** Where the user is inside the app, shown after the title ('Title › Orders › 1042'). */
  breadcrumb: readonly string[];
  icon: string | null;
  parent: number | null;
  children: number[];
  /** The workspace it belongs to (docs/features/windows.md#workspaces); shown only while that one is current. */
  workspace: string;
  attributes: WindowAttributes;
  state: WindowState;
}

/**
 * The window records by wid, immutable. A change (see `editRecords`) makes a new map that shares
 * every chunk of 64 wids it did not write. The store makes one per action: a plain object copied
 * whole cost 0.6 ms an action with 5,000 windows, and far more once closed windows had left its
 * wids sparse, which made opening windows one by one quadratic and every drag step grow with N.
 */
export interface RecordMap extends Iterable<WindowRecord> {
  /** How many records it holds. */
  readonly size: number;
  get(wid: number): WindowRecord | undefined;
  has(wid: number): boolean;
  /** Every record, by ascending wid (listed once per map). */
  values(): readonly WindowRecord[];
  /** Every wid, ascending. */
  wids(): number[];
}

export interface WindowCreateOptions {
  appId: string;
  /** Defaults to `window-${wid}`. */
  id?: string;
  title?: string;
  breadcrumb?: readonly string[];
  icon?: string | null;
  parent?: number | null;
  attributes?: Partial<WindowAttributes>;
  position?: Partial<Position>;
  dimension?: Partial<Dimension>;
  /** A known workspace's id; by default its parent's, or else the current one. */
  workspace?: string;
}

export interface WindowsState {
  windows: RecordMap;
  /** The focused window's wid, or null. */
  focused: number | null;
  /** The area windows live in: the viewport minus the panel. */
  desktop: Rect;
  /** Root width at or below the configured `windows.mobile`: windows fill the desktop. */
  mobile: boolean;
  /** The workspaces' ids, in order (docs/features/windows.md#workspaces). */
  workspaces: readonly string[];
  /** The current workspace: only its windows are shown. */
  workspace: string;
}

export interface WindowsActions {
  /** @throws WindowError ERR_WINDOW_ID_EXISTS when `id` is taken in that application. */
  create(options: WindowCreateOptions): number;
  /** Closes the window and its children, detaches it from its parent; a modal child refocuses its parent. */
  destroy(wid: number): void;
  /** Focuses and raises; refused (returns false) when minimized or not focusable; a window with a modal child focuses that child. */
  focus(wid: number): boolean;
  blur(wid: number): void;
  /** Only when minimizable; blurs. */
  minimize(wid: number): boolean;
  /** Clears minimized, then focuses. */
  raise(wid: number): void;
  /** Only when maximizable. */
  maximize(wid: number): boolean;
  /** Clears maximized. */
  restore(wid: number): void;
  /** The header double-click: raise a minimized window, else toggle maximize/restore. */
  toggleMaximize(wid: number): void;
  /** Only when moveable; clamped to the desktop (top at least MOVE_TOP_MARGIN below its top). A snapped window is no longer snapped. */
  move(wid: number, position: Position): boolean;
  /** Only when resizable; the size is clamped between min and max dimension. */
  resize(wid: number, rect: Rect): boolean;
  setMoving(wid: number, moving: boolean): void;
  setResizing(wid: number, resizing: boolean): void;
  /** loading shows LOADING_DELAY_MS after `true`; `false` clears it at once. */
  setLoading(wid: number, loading: boolean): void;
  setTitle(wid: number, title: string): void;
  setBreadcrumb(wid: number, breadcrumb: readonly string[]): void;
  /**
   * Snaps the window to a half or a quarter of the desktop (docs/features/windows.md#snap-and-tile),
   * clearing maximized; only when moveable and resizable. It goes back to `restore` when it leaves
   * the zone: by default the rectangle it had before it was first snapped.
   */
  snap(wid: number, zone: SnapZone, restore?: Rect): boolean;
  /** Back to the size it had before it was snapped, at `position` (by default where it was then). */
  unsnap(wid: number, position?: Position): void;
  /**
   * Arranges the windows in a grid over the desktop (`tileRects`), in the order given, clearing
   * their maximized and snapped states; windows that may not move or resize are left out.
   */
  tile(wids: readonly number[]): void;
  /** Re-clamps windows that ask for it, and fits snapped ones to their zone. Not allowed inside `batch`. */
  setDesktop(desktop: Rect, mobile: boolean): void;
  /**
   * Makes `ids` the known workspaces. Windows on a workspace no longer known move to `moveTo`
   * (which must be known; the first one by default), as does the current workspace. Not allowed
   * inside `batch`.
   */
  setWorkspaces(ids: readonly string[], moveTo?: string): void;
  /** Makes a known workspace current: the focus goes to its front window. Not allowed inside `batch`. */
  showWorkspace(id: string): boolean;
  /** Moves a top-level window (with its children) to a known workspace; false otherwise. */
  moveToWorkspace(wid: number, id: string): boolean;
  /**
   * Runs `run`, whose window actions all land in one state change: opening a thousand windows
   * notifies subscribers once, not a thousand times. Nested batches join the outer one.
   */
  batch<T>(run: () => T): T;
}
