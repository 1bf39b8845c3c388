import type { Dimension, Rect, WindowAttributes } from './types';

/** docs/features/windows.md#window-rules: a window's loading state shows only after this delay, so short loads never flash. */
export const LOADING_DELAY_MS = 250;
/** docs/features/windows.md#window-rules: added to an ontop window's zIndex, so it stays above every other window. */
export const ONTOP_Z_OFFSET = 8388635;
/** docs/features/windows.md#window-rules: the smallest a window may be unless it asks for more. */
export const DEFAULT_MIN_DIMENSION: Readonly<Dimension> = { width: 100, height: 100 };
/** docs/features/windows.md#window-rules: a moved window's top stays at least this far below the desktop's top. */
export const MOVE_TOP_MARGIN = 2;
/** docs/features/windows.md#window-rules: a new window sits CASCADE_BASE + (wid mod CASCADE_MODULO) × CASCADE_STEP px from the desktop's corner. */
export const CASCADE_BASE = 10;
export const CASCADE_STEP = 10;
export const CASCADE_MODULO = 20;
/** docs/features/windows.md#window-rules: header layout is small below this width… */
export const HEADER_SMALL_BELOW = 640;
/** …and big above this one (medium in between, both ends included). */
export const HEADER_BIG_ABOVE = 1024;
/** The size of a window created without one. */
export const DEFAULT_DIMENSION: Readonly<Dimension> = { width: 480, height: 360 };
/** The desktop before the shell measures the real one (a store created without `deps.desktop`). */
export const DEFAULT_DESKTOP: Readonly<Rect> = { left: 0, top: 0, width: 1024, height: 768 };
/** What a window may do unless its creator says otherwise. */
export const DEFAULT_ATTRIBUTES: Readonly<WindowAttributes> = {
  modal: false,
  ontop: false,
  gravity: null,
  moveable: true,
  resizable: true,
  focusable: true,
  maximizable: true,
  minimizable: true,
  sessionable: true,
  closeable: true,
  header: true,
  controls: true,
  visibility: 'global',
  clamp: true,
  minDimension: DEFAULT_MIN_DIMENSION,
  maxDimension: null,
};
/**
 * docs/features/windows.md#snap-and-tile: a dragged window's pointer within this many px of the
 * desktop's left, right or top edge snaps it there on release…
 */
export const SNAP_EDGE_PX = 16;
/** …and within this many px of two edges at once (a corner's neighbourhood), to that quarter. */
export const SNAP_CORNER_PX = 48;
/** docs/features/windows.md#workspaces: the workspace every desktop starts with, and where windows of a session saved before workspaces go. */
export const DEFAULT_WORKSPACE = 'main';
