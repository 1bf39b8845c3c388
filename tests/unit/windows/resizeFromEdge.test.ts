import { describe, expect, it } from 'vitest';
import { resizeFromEdge, type Edge } from '../../../engine/windows';

const start = { left: 100, top: 100, width: 300, height: 200 };
const min = { width: 100, height: 100 };

describe('resizeFromEdge', () => {
  it.each<[Edge, number, number, { left: number; top: number; width: number; height: number }]>([
    ['e', 50, 999, { left: 100, top: 100, width: 350, height: 200 }],
    ['s', 999, 40, { left: 100, top: 100, width: 300, height: 240 }],
    ['w', 50, 999, { left: 150, top: 100, width: 250, height: 200 }],
    ['n', 999, 40, { left: 100, top: 140, width: 300, height: 160 }],
    ['se', 50, 40, { left: 100, top: 100, width: 350, height: 240 }],
    ['nw', 50, 40, { left: 150, top: 140, width: 250, height: 160 }],
    ['ne', 50, 40, { left: 100, top: 140, width: 350, height: 160 }],
    ['sw', 50, 40, { left: 150, top: 100, width: 250, height: 240 }],
  ])('drags the %s handle with the opposite side anchored', (edge, dx, dy, expected) => {
    expect(resizeFromEdge(start, edge, dx, dy, min, null)).toEqual(expected);
  });

  it('keeps the right edge anchored when a west drag hits the minimum width', () => {
    const rect = resizeFromEdge(start, 'w', 280, 0, min, null);
    expect(rect).toEqual({ left: 300, top: 100, width: 100, height: 200 });
    expect(rect.left + rect.width).toBe(start.left + start.width);
  });

  it('keeps the bottom edge anchored when a north drag hits the maximum height', () => {
    const rect = resizeFromEdge(start, 'n', 0, -500, min, { width: 1000, height: 250 });
    expect(rect).toEqual({ left: 100, top: 50, width: 300, height: 250 });
    expect(rect.top + rect.height).toBe(start.top + start.height);
  });

  it('keeps the top left anchored when a south-east drag hits the minimum', () => {
    expect(resizeFromEdge(start, 'se', -400, -400, min, null)).toEqual({ left: 100, top: 100, width: 100, height: 100 });
  });
});
