import { SNAP_CORNER_PX, SNAP_EDGE_PX } from './constants';
import type { Dimension, Position, Rect, SnapTarget, SnapZone } from './types';

/** The arrow of a snap chord (docs/features/windows.md#snap-and-tile). */
export type SnapDirection = 'left' | 'right' | 'up' | 'down';

/** What a snap chord asks: a zone or maximize, back to the rectangle before maximizing, or nothing. */
export type SnapStep = SnapTarget | 'restore' | null;

/**
 * What releasing a drag with the pointer at `pointer` does (docs/features/windows.md#snap-and-tile):
 * a corner's neighbourhood snaps to its quarter, the left and right edges to a half, the top edge
 * maximizes; elsewhere null. A pointer past an edge (over the panel, off the page) counts as on it.
 * @example snapTargetAt({ left: 3, top: 400 }, { left: 0, top: 30, width: 1280, height: 690 }) // 'left'
 */
export function snapTargetAt(pointer: Position, desktop: Rect): SnapTarget | null {
  const { left: x, top: y } = pointer;
  const right = desktop.left + desktop.width;
  const bottom = desktop.top + desktop.height;
  const nearLeft = x <= desktop.left + SNAP_EDGE_PX;
  const nearRight = x >= right - SNAP_EDGE_PX;
  const nearTop = y <= desktop.top + SNAP_EDGE_PX;
  const nearBottom = y >= bottom - SNAP_EDGE_PX;
  const cornerLeft = x <= desktop.left + SNAP_CORNER_PX;
  const cornerRight = x >= right - SNAP_CORNER_PX;
  const cornerTop = y <= desktop.top + SNAP_CORNER_PX;
  const cornerBottom = y >= bottom - SNAP_CORNER_PX;
  if ((nearLeft && cornerTop) || (nearTop && cornerLeft)) return 'top-left';
  if ((nearRight && cornerTop) || (nearTop && cornerRight)) return 'top-right';
  if ((nearLeft && cornerBottom) || (nearBottom && cornerLeft)) return 'bottom-left';
  if ((nearRight && cornerBottom) || (nearBottom && cornerRight)) return 'bottom-right';
  if (nearLeft) return 'left';
  if (nearRight) return 'right';
  if (nearTop) return 'maximize';
  return null;
}

/**
 * The rectangle of a zone (or of maximize: the whole desktop), in whole pixels; the halves of an
 * odd size differ by one pixel and never overlap.
 * @example snapRect('top-right', { left: 0, top: 30, width: 1001, height: 700 }) // { left: 500, top: 30, width: 501, height: 350 }
 */
export function snapRect(target: SnapTarget, desktop: Rect): Rect {
  const halfWidth = Math.floor(desktop.width / 2);
  const halfHeight = Math.floor(desktop.height / 2);
  const west = target === 'left' || target === 'top-left' || target === 'bottom-left';
  const east = target === 'right' || target === 'top-right' || target === 'bottom-right';
  const north = target === 'top-left' || target === 'top-right';
  const south = target === 'bottom' || target === 'bottom-left' || target === 'bottom-right';
  return {
    left: east ? desktop.left + halfWidth : desktop.left,
    top: south ? desktop.top + halfHeight : desktop.top,
    width: west ? halfWidth : east ? desktop.width - halfWidth : desktop.width,
    height: north ? halfHeight : south ? desktop.height - halfHeight : desktop.height,
  };
}

const CYCLES: Record<Exclude<SnapDirection, 'up'>, readonly SnapZone[]> = {
  left: ['left', 'top-left', 'bottom-left'],
  right: ['right', 'top-right', 'bottom-right'],
  down: ['bottom', 'bottom-left', 'bottom-right'],
};

/**
 * What a snap chord does to a window (docs/features/windows.md#snap-and-tile). Left, Right and
 * Down snap to their half, and pressed again cycle through that side's quarters
 * (left → top-left → bottom-left → left); Up maximizes; Down on a maximized window restores it.
 * @example nextSnap('left', false, 'left') // 'top-left'
 */
export function nextSnap(zone: SnapZone | null, maximized: boolean, direction: SnapDirection): SnapStep {
  if (direction === 'up') return maximized ? null : 'maximize';
  if (direction === 'down' && maximized) return 'restore';
  const cycle = CYCLES[direction];
  const at = !maximized && zone !== null ? cycle.indexOf(zone) : -1;
  return cycle[(at + 1) % cycle.length] ?? null;
}

/**
 * Where a snapped window grabbed at `grab` goes back to its `restore` size when dragged away: the
 * grab point stays under the pointer, at the same fraction of the width as on the snapped window
 * and at the same height from the top (the header stays under the pointer).
 * @example unsnappedPosition({ left: 0, top: 30, width: 640, height: 690 }, { width: 320, height: 200 }, { left: 160, top: 40 }) // { left: 80, top: 30 }
 */
export function unsnappedPosition(snapped: Rect, restore: Dimension, grab: Position): Position {
  const fraction = snapped.width > 0 ? (grab.left - snapped.left) / snapped.width : 0;
  return { left: Math.round(grab.left - fraction * restore.width), top: snapped.top };
}
