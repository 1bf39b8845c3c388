import type { Rect } from '../windows/types';
import { intersects } from './geometry';

/** Items filed by a rectangle each, found again by the area they overlap without looking at all of them. */
export interface RectGrid<T> {
  /** Files `item` under `rect`; an item with no area is not kept. Add an item once. */
  add(item: T, rect: Rect): void;
  remove(item: T): void;
  has(item: T): boolean;
  /** The items whose rectangle intersects `area`, in the order they were added. */
  overlapping(area: Rect): T[];
}

const DEFAULT_CELL = 256;
/** Cells are keyed by one number: column and row offset into 0..2^16 (±8M px at 256 px). */
const OFFSET = 0x8000;
const cellKey = (column: number, row: number) => (column + OFFSET) * 0x10000 + (row + OFFSET);

interface Filed<T> {
  item: T;
  rect: Rect;
  /** When it was added: answers keep that order. */
  order: number;
}

/**
 * A uniform grid of `cell`-pixel buckets, each listing the items that reach into it. A query
 * looks at the buckets under its area only, so its cost follows how crowded that area is, not
 * how many items there are.
 */
export function createRectGrid<T>(cell = DEFAULT_CELL): RectGrid<T> {
  const filed = new Map<T, Filed<T>>();
  const buckets = new Map<number, Set<Filed<T>>>();
  let added = 0;
  const cellsOf = (rect: Rect, visit: (key: number) => void) => {
    const right = Math.floor((rect.left + rect.width - 1) / cell);
    const bottom = Math.floor((rect.top + rect.height - 1) / cell);
    for (let column = Math.floor(rect.left / cell); column <= right; column++) {
      for (let row = Math.floor(rect.top / cell); row <= bottom; row++) visit(cellKey(column, row));
    }
  };
  return {
    add(item, rect) {
      if (rect.width <= 0 || rect.height <= 0) return;
      const entry = { item, rect, order: added++ };
      filed.set(item, entry);
      cellsOf(rect, (key) => {
        const bucket = buckets.get(key);
        if (bucket) bucket.add(entry);
        else buckets.set(key, new Set([entry]));
      });
    },
    remove(item) {
      const entry = filed.get(item);
      if (!entry) return;
      filed.delete(item);
      cellsOf(entry.rect, (key) => {
        const bucket = buckets.get(key);
        if (bucket?.delete(entry) && bucket.size === 0) buckets.delete(key);
      });
    },
    has: (item) => filed.has(item),
    overlapping(area) {
      if (area.width <= 0 || area.height <= 0) return [];
      const found = new Set<Filed<T>>();
      cellsOf(area, (key) => {
        for (const entry of buckets.get(key) ?? []) if (intersects(entry.rect, area)) found.add(entry);
      });
      return [...found].sort((a, b) => a.order - b.order).map((entry) => entry.item);
    },
  };
}
