import { describe, expect, it } from 'vitest';
import { contains, createCornerGrid } from '../../../engine/chrome';
import type { Rect } from '../../../engine/windows';

interface Item {
  id: number;
  rect: Rect;
}

/** Rectangles of a few sizes, some far off the page, from a fixed seed. */
function items(count: number): Item[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const sizes = [
    { width: 260, height: 170 },
    { width: 100, height: 60 },
    { width: 1280, height: 760 },
  ];
  return Array.from({ length: count }, (_, id) => {
    const size = sizes[id % sizes.length] ?? { width: 1, height: 1 };
    return { id, rect: { left: Math.floor(random() * 1600) - 300, top: Math.floor(random() * 1000) - 100, ...size } };
  });
}

const ids = (list: readonly Item[]) => list.map((item) => item.id).sort((a, b) => a - b);

describe('rect grid', () => {
  it('finds exactly the rectangles inside a rectangle and the ones holding it, as a scan of all would', () => {
    const all = items(600);
    const grid = createCornerGrid<Item>();
    for (const item of all) grid.add(item);
    for (const probe of all.slice(0, 120)) {
      expect(ids(grid.inside(probe.rect))).toEqual(ids(all.filter((item) => contains(probe.rect, item.rect))));
      expect(ids(grid.holding(probe.rect))).toEqual(ids(all.filter((item) => contains(item.rect, probe.rect))));
    }
  });

  it('forgets removed rectangles, including ones sharing a cell, and counts touching edges as inside', () => {
    const grid = createCornerGrid<Item>();
    const outer = { id: 1, rect: { left: 0, top: 0, width: 300, height: 200 } };
    const edge = { id: 2, rect: { left: 40, top: 30, width: 260, height: 170 } };
    const same = { id: 3, rect: { left: 40, top: 30, width: 260, height: 170 } };
    for (const item of [outer, edge, same]) grid.add(item);
    expect(ids(grid.inside(outer.rect))).toEqual([1, 2, 3]);
    expect(ids(grid.holding(edge.rect))).toEqual([1, 2, 3]);
    grid.remove(same);
    grid.remove(outer);
    expect(ids(grid.holding(edge.rect))).toEqual([2]);
    expect(ids(grid.inside(outer.rect))).toEqual([2]);
  });
});
