import type { Rect } from '../windows/types';
import { intersects } from './geometry';

/** Rectangles added one by one, found again by the area they overlap without looking at all of them. */
export interface RectGrid {
  add(rect: Rect): void;
  /** The rectangles that intersect `area`, in the order they were added. */
  overlapping(area: Rect): Rect[];
}

const DEFAULT_CELL = 256;
/** Cells are keyed by one number: column and row offset into 0..2^16 (±8M px at 256 px). */
const OFFSET = 0x8000;
const cellKey = (column: number, row: number) => (column + OFFSET) * 0x10000 + (row + OFFSET);

/**
 * A uniform grid of `cell`-pixel buckets, each listing the rectangles that reach into it. A query
 * looks at the buckets under its area only, so its cost follows how crowded that area is, not
 * how many rectangles there are.
 */
export function createRectGrid(cell = DEFAULT_CELL): RectGrid {
  const rects: Rect[] = [];
  const buckets = new Map<number, number[]>();
  const cellsOf = (rect: Rect, visit: (key: number) => void) => {
    const right = Math.floor((rect.left + rect.width - 1) / cell);
    const bottom = Math.floor((rect.top + rect.height - 1) / cell);
    for (let column = Math.floor(rect.left / cell); column <= right; column++) {
      for (let row = Math.floor(rect.top / cell); row <= bottom; row++) visit(cellKey(column, row));
    }
  };
  return {
    add(rect) {
      if (rect.width <= 0 || rect.height <= 0) return;
      const index = rects.push(rect) - 1;
      cellsOf(rect, (key) => {
        const bucket = buckets.get(key);
        if (bucket) bucket.push(index);
        else buckets.set(key, [index]);
      });
    },
    overlapping(area) {
      if (area.width <= 0 || area.height <= 0) return [];
      const found = new Set<number>();
      cellsOf(area, (key) => {
        for (const index of buckets.get(key) ?? []) if (!found.has(index) && intersects(rects[index] as Rect, area)) found.add(index);
      });
      return [...found].sort((a, b) => a - b).map((index) => rects[index] as Rect);
    },
  };
}
