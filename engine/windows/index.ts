export type { ClampPositionOptions } from './clamp';
export type { WindowErrorCode } from './errors';
export type {
  Dimension,
  Edge,
  Gravity,
  HeaderSize,
  Position,
  Rect,
  WindowAttributes,
  WindowCreateOptions,
  RecordMap,
  SnapTarget,
  SnapZone,
  WindowRecord,
  WindowSnap,
  WindowsActions,
  WindowsState,
  WindowState,
} from './types';
export type { OpenWindowOptions, WindowHost } from './windowHost';
export type { EdgePartner, Side } from './sharedEdge';
export type { SnapDirection, SnapStep } from './snap';
export type { WindowsStore, WindowsStoreDeps } from './windowsStore';
export { createAnyWindow, createMatchingWindows } from './anyWindow';
export { clampDimension, clampPosition } from './clamp';
export {
  CASCADE_BASE,
  CASCADE_MODULO,
  CASCADE_STEP,
  DEFAULT_ATTRIBUTES,
  DEFAULT_DESKTOP,
  DEFAULT_DIMENSION,
  DEFAULT_MIN_DIMENSION,
  DEFAULT_WORKSPACE,
  HEADER_BIG_ABOVE,
  HEADER_SMALL_BELOW,
  LOADING_DELAY_MS,
  MOVE_TOP_MARGIN,
  ONTOP_Z_OFFSET,
  SNAP_CORNER_PX,
  SNAP_EDGE_PX,
} from './constants';
export { displayRect } from './displayRect';
export { changedWindows, INCREMENTAL_LIMIT } from './recordDraft';
export { editRecords, NO_RECORDS, recordsOf } from './recordMap';
export { WindowError } from './errors';
export { headerSize } from './headerSize';
export { cascadePosition, centerPosition } from './placement';
export { resizeFromEdge } from './resizeFromEdge';
export { partnerSides, resizeTogether, touchesOn } from './sharedEdge';
export { nextSnap, snapRect, snapTargetAt, unsnappedPosition } from './snap';
export { tileRects } from './tile';
export { tileVisible, visibleWindows } from './visibleWindows';
export { stackingOrder } from './stackingOrder';
export { createWindowHost } from './windowHost';
export { createWindowsStore } from './windowsStore';
