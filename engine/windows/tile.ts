import type { Rect } from './types';

/** Where the `index`-th of `parts` equal slices of [from, from + size) begins, in whole pixels. */
const cut = (from: number, size: number, parts: number, index: number) => from + Math.round((index * size) / parts);

/**
 * The grid "Tile all" arranges `count` windows in (docs/features/windows.md#snap-and-tile): as
 * many columns as the square root rounded up, rows filled left to right and top to bottom, the
 * last row's windows sharing its whole width. Cells meet without gaps or overlaps.
 * @example tileRects(3, { left: 0, top: 0, width: 1000, height: 600 })
 * // [{ left: 0, top: 0, width: 500, height: 300 }, { left: 500, top: 0, width: 500, height: 300 }, { left: 0, top: 300, width: 1000, height: 300 }]
 */
export function tileRects(count: number, desktop: Rect): Rect[] {
  if (count <= 0) return [];
  const columns = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  const rects: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    const inRow = row < rows - 1 ? columns : count - columns * (rows - 1);
    const top = cut(desktop.top, desktop.height, rows, row);
    const height = cut(desktop.top, desktop.height, rows, row + 1) - top;
    for (let column = 0; column < inRow; column++) {
      const left = cut(desktop.left, desktop.width, inRow, column);
      rects.push({ left, top, width: cut(desktop.left, desktop.width, inRow, column + 1) - left, height });
    }
  }
  return rects;
}
