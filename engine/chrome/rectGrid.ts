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
  /** The last query that found it, so a query spanning several cells lists it once. */
  query: number;
}

const byOrder = <T>(a: Filed<T>, b: Filed<T>) => a.order - b.order;

/** Answers this long or shorter are sorted in place by insertion: `Array.prototype.sort` copies its array first. */
const INSERTION_SORT_MAX = 16;

function sortByOrder<T>(found: Filed<T>[]): void {
  if (found.length > INSERTION_SORT_MAX) {
    found.sort(byOrder);
    return;
  }
  for (let i = 1; i < found.length; i++) {
    const entry = found[i] as Filed<T>;
    let j = i - 1;
    for (; j >= 0 && (found[j] as Filed<T>).order > entry.order; j--) found[j + 1] = found[j] as Filed<T>;
    found[j + 1] = entry;
  }
}

/**
 * A uniform grid of `cell`-pixel buckets, each listing the items that reach into it. A query
 * looks at the buckets under its area only, so its cost follows how crowded that area is, not
 * how many items there are. A query allocates only its answer: a rebuild of the coverage runs one
 * per window, and a set, iterators and callbacks per query were some 30 MB of garbage when 10,000
 * windows opened, for the collector to clear, at times in the middle of the first click after.
 */
export function createRectGrid<T>(cell = DEFAULT_CELL): RectGrid<T> {
  const filed = new Map<T, Filed<T>>();
  const buckets = new Map<number, Filed<T>[]>();
  let added = 0;
  let queries = 0;
  const firstColumn = (rect: Rect) => Math.floor(rect.left / cell);
  const lastColumn = (rect: Rect) => Math.floor((rect.left + rect.width - 1) / cell);
  const firstRow = (rect: Rect) => Math.floor(rect.top / cell);
  const lastRow = (rect: Rect) => Math.floor((rect.top + rect.height - 1) / cell);
  return {
    add(item, rect) {
      if (rect.width <= 0 || rect.height <= 0) return;
      const entry: Filed<T> = { item, rect, order: added++, query: 0 };
      filed.set(item, entry);
      for (let column = firstColumn(rect), right = lastColumn(rect); column <= right; column++) {
        for (let row = firstRow(rect), bottom = lastRow(rect); row <= bottom; row++) {
          const key = cellKey(column, row);
          const bucket = buckets.get(key);
          if (bucket) bucket.push(entry);
          else buckets.set(key, [entry]);
        }
      }
    },
    remove(item) {
      const entry = filed.get(item);
      if (!entry) return;
      filed.delete(item);
      const rect = entry.rect;
      for (let column = firstColumn(rect), right = lastColumn(rect); column <= right; column++) {
        for (let row = firstRow(rect), bottom = lastRow(rect); row <= bottom; row++) {
          const key = cellKey(column, row);
          const bucket = buckets.get(key);
          const index = bucket ? bucket.indexOf(entry) : -1;
          if (!bucket || index < 0) continue;
          // A bucket's order does not matter (answers are sorted): the last entry fills the gap.
          const last = bucket.pop() as Filed<T>;
          if (index < bucket.length) bucket[index] = last;
          if (bucket.length === 0) buckets.delete(key);
        }
      }
    },
    has: (item) => filed.has(item),
    overlapping(area) {
      if (area.width <= 0 || area.height <= 0) return [];
      const query = ++queries;
      const found: Filed<T>[] = [];
      for (let column = firstColumn(area), right = lastColumn(area); column <= right; column++) {
        for (let row = firstRow(area), bottom = lastRow(area); row <= bottom; row++) {
          const bucket = buckets.get(cellKey(column, row));
          if (!bucket) continue;
          for (let i = 0; i < bucket.length; i++) {
            const entry = bucket[i] as Filed<T>;
            if (entry.query !== query && intersects(entry.rect, area)) {
              entry.query = query;
              found.push(entry);
            }
          }
        }
      }
      sortByOrder(found);
      const items: T[] = new Array<T>(found.length);
      for (let i = 0; i < found.length; i++) items[i] = (found[i] as Filed<T>).item;
      return items;
    },
  };
}
