import type { Rect } from '../windows/types';
import { bottom, contains, right } from './geometry';

/** Side of a grid cell in CSS pixels: a 260×170 window's corner region spans one or two cells. */
const CELL = 128;
/** Keeps cell coordinates of far-off windows (unclamped, off the page) inside one number key. */
const CELL_SPAN = 1 << 20;

export interface CornerGrid<T extends { rect: Rect }> {
  add(item: T): void;
  remove(item: T): void;
  /** Every item whose rectangle lies inside `rect` (edges may touch). */
  inside(rect: Rect): T[];
  /** Every item whose rectangle holds `rect` entirely (edges may touch). */
  holding(rect: Rect): T[];
}

const cellOf = (coordinate: number) => Math.floor(coordinate / CELL);
const keyOf = (cx: number, cy: number) => (cx + CELL_SPAN / 2) * CELL_SPAN + (cy + CELL_SPAN / 2);

/**
 * Rectangles filed by the cell of their top-left corner, so "which ones lie inside this
 * rectangle" and "which ones hold it" look only at the cells where such a corner can be, not at
 * every rectangle. A rectangle inside `r` has its corner in `r`; one holding `r` has its corner
 * at most the widest (tallest) rectangle ever filed left of (above) `r`'s far edge.
 */
export function createCornerGrid<T extends { rect: Rect }>(): CornerGrid<T> {
  const cells = new Map<number, Set<T>>();
  let widest = 0;
  let tallest = 0;

  const cellKey = (rect: Rect) => keyOf(cellOf(rect.left), cellOf(rect.top));
  const collect = (left: number, top: number, farLeft: number, farTop: number, keep: (item: T) => boolean): T[] => {
    const found: T[] = [];
    for (let cx = cellOf(left); cx <= cellOf(farLeft); cx++) {
      for (let cy = cellOf(top); cy <= cellOf(farTop); cy++) {
        const cell = cells.get(keyOf(cx, cy));
        if (cell) for (const item of cell) if (keep(item)) found.push(item);
      }
    }
    return found;
  };

  return {
    add(item) {
      const key = cellKey(item.rect);
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = new Set()));
      cell.add(item);
      widest = Math.max(widest, item.rect.width);
      tallest = Math.max(tallest, item.rect.height);
    },
    remove(item) {
      const key = cellKey(item.rect);
      const cell = cells.get(key);
      if (!cell?.delete(item) || cell.size > 0) return;
      cells.delete(key);
    },
    inside: (rect) => collect(rect.left, rect.top, right(rect), bottom(rect), (item) => contains(rect, item.rect)),
    holding: (rect) =>
      collect(right(rect) - widest, bottom(rect) - tallest, rect.left, rect.top, (item) => contains(item.rect, rect)),
  };
}
