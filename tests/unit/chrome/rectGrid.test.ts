import { describe, expect, it } from 'vitest';
import { createRectGrid, intersects } from '../../../engine/chrome';
import type { Rect } from '../../../engine/windows';

/** mulberry32: the same pseudo-random rectangles every run. */
function rectangles(count: number, seed: number): Rect[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => ({
    left: Math.floor(random() * 1400) - 100,
    top: Math.floor(random() * 900) - 100,
    width: Math.floor(random() * 400),
    height: Math.floor(random() * 300),
  }));
}

describe('createRectGrid', () => {
  it('finds exactly the rectangles a brute-force scan finds, in the order they were added', () => {
    const grid = createRectGrid<Rect>(64);
    const added = rectangles(300, 7).filter((rect) => rect.width > 0 && rect.height > 0);
    for (const rect of added) grid.add(rect, rect);
    for (const area of rectangles(200, 11)) {
      const expected = area.width > 0 && area.height > 0 ? added.filter((rect) => intersects(rect, area)) : [];
      expect(grid.overlapping(area)).toEqual(expected);
    }
  });

  it('lists a rectangle spanning many cells once, also at negative coordinates', () => {
    const grid = createRectGrid<Rect>(10);
    const wide = { left: -55, top: -5, width: 200, height: 30 };
    grid.add(wide, wide);
    expect(grid.overlapping({ left: -60, top: -10, width: 300, height: 100 })).toEqual([wide]);
  });

  it('keeps no empty rectangle and finds nothing for an empty area', () => {
    const grid = createRectGrid<string>();
    grid.add('empty', { left: 0, top: 0, width: 0, height: 10 });
    grid.add('square', { left: 0, top: 0, width: 10, height: 10 });
    expect(grid.has('empty')).toBe(false);
    expect(grid.overlapping({ left: 0, top: 0, width: 5, height: 5 })).toHaveLength(1);
    expect(grid.overlapping({ left: 0, top: 0, width: 0, height: 5 })).toEqual([]);
  });

  it('forgets a removed item in every cell it reached, and keeps the order of the rest', () => {
    const grid = createRectGrid<Rect>(64);
    const added = rectangles(300, 5).filter((rect) => rect.width > 0 && rect.height > 0);
    for (const rect of added) grid.add(rect, rect);
    const removed = new Set(added.filter((_, i) => i % 3 === 0));
    for (const rect of removed) grid.remove(rect);
    const kept = added.filter((rect) => !removed.has(rect));
    for (const area of rectangles(200, 13)) {
      const expected = area.width > 0 && area.height > 0 ? kept.filter((rect) => intersects(rect, area)) : [];
      expect(grid.overlapping(area)).toEqual(expected);
    }
    expect(added.filter((rect) => grid.has(rect))).toEqual(kept);
  });
});
