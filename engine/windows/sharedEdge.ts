import { resizeFromEdge } from './resizeFromEdge';
import type { Dimension, Edge, Rect } from './types';

/** One side of a rectangle. */
export type Side = 'n' | 's' | 'e' | 'w';

/** A window that shares an edge with the one being resized: its rectangle, and its side on that edge. */
export interface EdgePartner {
  wid: number;
  rect: Rect;
  side: Side;
  minDimension: Dimension;
}

const OPPOSITE: Record<Side, Side> = { n: 's', s: 'n', e: 'w', w: 'e' };

const right = (rect: Rect) => rect.left + rect.width;
const bottom = (rect: Rect) => rect.top + rect.height;
const overlaps = (fromA: number, toA: number, fromB: number, toB: number) => fromA < toB && fromB < toA;

/**
 * Whether `other`'s side `side` lies on `rect`'s opposite side and the two overlap along it: the
 * left window's east edge and the right one's west edge of two windows snapped side by side.
 * @example touchesOn({ left: 0, top: 0, width: 500, height: 700 }, { left: 500, top: 0, width: 500, height: 700 }, 'w') // true
 */
export function touchesOn(rect: Rect, other: Rect, side: Side): boolean {
  if (side === 'w') return other.left === right(rect) && overlaps(rect.top, bottom(rect), other.top, bottom(other));
  if (side === 'e') return right(other) === rect.left && overlaps(rect.top, bottom(rect), other.top, bottom(other));
  if (side === 'n') return other.top === bottom(rect) && overlaps(rect.left, right(rect), other.left, right(other));
  return bottom(other) === rect.top && overlaps(rect.left, right(rect), other.left, right(other));
}

/** The sides of `edge` (a corner has two), each with the side a partner would touch it with. */
export function partnerSides(edge: Edge): Side[] {
  return (['n', 's', 'e', 'w'] as const).filter((side) => edge.includes(side)).map((side) => OPPOSITE[side]);
}

/** `partner`'s rectangle with its side `side` moved onto `moved`'s opposite edge; its far side stays. */
function follow(partner: Rect, side: Side, moved: Rect): Rect {
  if (side === 'w') return { ...partner, left: right(moved), width: right(partner) - right(moved) };
  if (side === 'e') return { ...partner, width: moved.left - partner.left };
  if (side === 'n') return { ...partner, top: bottom(moved), height: bottom(partner) - bottom(moved) };
  return { ...partner, height: moved.top - partner.top };
}

/**
 * Resizing `start` by handle `edge` by (dx, dy) while its `partners` keep sharing its edge
 * (docs/features/windows.md#snap-and-tile): the shared edge moves no further than leaves each
 * partner its minimum size, and each partner's far side stays where it was.
 * @example resizeTogether({ left: 0, top: 0, width: 500, height: 700 }, 'e', 100, 0, min, null, [{ wid: 2, rect: { left: 500, top: 0, width: 500, height: 700 }, side: 'w', minDimension: min }])
 * // { rect: { left: 0, top: 0, width: 600, height: 700 }, partners: [{ wid: 2, rect: { left: 600, top: 0, width: 400, height: 700 } }] }
 */
export function resizeTogether(
  start: Rect,
  edge: Edge,
  dx: number,
  dy: number,
  min: Dimension,
  max: Dimension | null,
  partners: readonly EdgePartner[],
): { rect: Rect; partners: { wid: number; rect: Rect }[] } {
  let limitedX = dx;
  let limitedY = dy;
  for (const { rect, side, minDimension } of partners) {
    if (side === 'w') limitedX = Math.min(limitedX, rect.width - minDimension.width);
    if (side === 'e') limitedX = Math.max(limitedX, minDimension.width - rect.width);
    if (side === 'n') limitedY = Math.min(limitedY, rect.height - minDimension.height);
    if (side === 's') limitedY = Math.max(limitedY, minDimension.height - rect.height);
  }
  const rect = resizeFromEdge(start, edge, limitedX, limitedY, min, max);
  return { rect, partners: partners.map((partner) => ({ wid: partner.wid, rect: follow(partner.rect, partner.side, rect) })) };
}
