import { describe, expect, it } from 'vitest';
import { abRows, change, figuresOf, formatAbTable, median } from '../../bench/ab.mjs';

describe('the bench’s A/B comparison', () => {
  it('takes the median of the repetitions, the middle two’s mean for an even count, and none of nothing', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(median([null, 5, undefined])).toBe(5);
  });

  it('gives the change in percent of the base, and none without both sides or with a base of 0', () => {
    expect(change(200, 150)).toBe(-25);
    expect(change(100, 110)).toBeCloseTo(10);
    expect(change(null, 5)).toBeNull();
    expect(change(5, null)).toBeNull();
    expect(change(0, 5)).toBeNull();
  });

  it('reads every number of a report’s rows by the row’s name and the number’s path, leaving out runs, texts and flags', () => {
    const figures = figuresOf({
      rows: [
        { layout: 'spread', count: 1000, open: { paintMs: 400, runsPaintMs: [390, 400, 410] }, drag: { fps: 60 }, timeout: false },
        { row: 'server-answers', ms: 800, runsMs: [700, 800] },
        { row: 'files', error: 'the folder did not open' },
      ],
    });
    expect(Object.fromEntries(figures)).toEqual({ 'spread 1000 open.paintMs': 400, 'spread 1000 drag.fps': 60, 'server-answers ms': 800 });
  });

  it('shows a figure only one side reported with a dash on the other, and no change', () => {
    const base = [new Map([['raise ms', 100]]), new Map([['raise ms', 120]])];
    const current = [new Map([['raise ms', 50], ['spread 10000 raise ms', 90]]), new Map([['raise ms', 70], ['spread 10000 raise ms', 80]])];
    const rows = abRows(base, current);
    expect(rows).toEqual([
      { name: 'raise ms', base: 110, current: 60, change: expect.closeTo(-45.45, 2) as number, n: { base: 2, current: 2 } },
      { name: 'spread 10000 raise ms', base: null, current: 85, change: null, n: { base: 0, current: 2 } },
    ]);
    const table = formatAbTable('windows', rows, { base: 'abc123', current: 'def456' });
    expect(table).toMatch(/raise ms\s+110\s+60\s+-45\.5 %/);
    expect(table).toMatch(/spread 10000 raise ms\s+—\s+85\s+—/);
  });
});
