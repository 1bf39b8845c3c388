import type { Rect } from '../windows/types';

export function right(rect: Rect): number {
  return rect.left + rect.width;
}

export function bottom(rect: Rect): number {
  return rect.top + rect.height;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.left < right(b) && b.left < right(a) && a.top < bottom(b) && b.top < bottom(a);
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.left >= outer.left && inner.top >= outer.top && right(inner) <= right(outer) && bottom(inner) <= bottom(outer)
  );
}

export function inset(rect: Rect, by: { top: number; right: number; bottom: number; left: number }): Rect {
  return {
    left: rect.left + by.left,
    top: rect.top + by.top,
    width: Math.max(0, rect.width - by.left - by.right),
    height: Math.max(0, rect.height - by.top - by.bottom),
  };
}

/**
 * `rect` minus `hole`, as up to four disjoint rectangles: a band above the hole, one below, and
 * the parts left and right of it between those bands.
 */
export function subtract(rect: Rect, hole: Rect): Rect[] {
  if (!intersects(rect, hole)) return [rect];
  const parts: Rect[] = [];
  pushDifference(parts, rect, hole);
  return parts;
}

/** Pushes what `hole` (which meets `rect`) leaves of `rect` onto `parts`. */
function pushDifference(parts: Rect[], rect: Rect, hole: Rect): void {
  const holeTop = Math.max(rect.top, hole.top);
  const holeBottom = Math.min(bottom(rect), bottom(hole));
  if (holeTop > rect.top) parts.push({ left: rect.left, top: rect.top, width: rect.width, height: holeTop - rect.top });
  if (holeBottom < bottom(rect)) {
    parts.push({ left: rect.left, top: holeBottom, width: rect.width, height: bottom(rect) - holeBottom });
  }
  const middle = holeBottom - holeTop;
  if (hole.left > rect.left) parts.push({ left: rect.left, top: holeTop, width: hole.left - rect.left, height: middle });
  if (right(hole) < right(rect)) {
    parts.push({ left: right(hole), top: holeTop, width: right(rect) - right(hole), height: middle });
  }
}

/**
 * What remains of `rect` once every hole is cut out of it. Two arrays swap roles hole after hole
 * rather than an array per part and hole: a coverage rebuild cuts every shown window by its
 * neighbours, 10,000 of them after a batch open.
 */
export function subtractAll(rect: Rect, holes: readonly Rect[]): Rect[] {
  let parts: Rect[] = [rect];
  let next: Rect[] = [];
  for (const hole of holes) {
    if (parts.length === 0) break;
    for (const part of parts) {
      if (intersects(part, hole)) pushDifference(next, part, hole);
      else next.push(part);
    }
    const done = parts;
    parts = next;
    next = done;
    next.length = 0;
  }
  return parts;
}
