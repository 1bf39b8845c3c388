import { describe, expect, it } from 'vitest';
import { contains, intersects, subtract, subtractAll } from '../../../engine/chrome';

const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });
const area = (rects: { width: number; height: number }[]) => rects.reduce((sum, r) => sum + r.width * r.height, 0);

describe('geometry', () => {
  it('intersects only when the rectangles share area (touching edges do not)', () => {
    expect(intersects(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(true);
    expect(intersects(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBe(false);
  });

  it('contains a rectangle inside, including one equal to it', () => {
    expect(contains(rect(0, 0, 10, 10), rect(2, 2, 5, 5))).toBe(true);
    expect(contains(rect(0, 0, 10, 10), rect(0, 0, 10, 10))).toBe(true);
    expect(contains(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(false);
  });

  it('subtracts a hole in the middle into four bands that cover the rest exactly', () => {
    const parts = subtract(rect(0, 0, 100, 100), rect(25, 25, 50, 50));
    expect(parts).toEqual([rect(0, 0, 100, 25), rect(0, 75, 100, 25), rect(0, 25, 25, 50), rect(75, 25, 25, 50)]);
    expect(area(parts)).toBe(100 * 100 - 50 * 50);
  });

  it('keeps a rectangle the hole misses, and removes one the hole covers', () => {
    expect(subtract(rect(0, 0, 10, 10), rect(20, 20, 5, 5))).toEqual([rect(0, 0, 10, 10)]);
    expect(subtract(rect(5, 5, 10, 10), rect(0, 0, 100, 100))).toEqual([]);
  });

  it('subtracts several holes, leaving disjoint parts of the right area', () => {
    const parts = subtractAll(rect(0, 0, 100, 40), [rect(10, 0, 20, 40), rect(50, 10, 100, 100)]);
    expect(area(parts)).toBe(100 * 40 - 20 * 40 - 50 * 30);
    for (const [i, a] of parts.entries()) for (const b of parts.slice(i + 1)) expect(intersects(a, b)).toBe(false);
  });
});
