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
      {
        name: 'raise ms',
        base: 110,
        current: 60,
        change: expect.closeTo(-45.45, 2) as number,
        n: { base: 2, current: 2 },
        higher: { of: 2, count: 0 },
        runs: { base: [100, 120], current: [50, 70] },
      },
      {
        name: 'spread 10000 raise ms',
        base: null,
        current: 85,
        change: null,
        n: { base: 0, current: 2 },
        higher: { of: 0, count: 0 },
        runs: { base: [null, null], current: [90, 80] },
      },
    ]);
    const table = formatAbTable('windows', rows, { base: 'abc123', current: 'def456' });
    expect(table).toMatch(/raise ms\s+110\s+60\s+-45\.5 %\s+0\/2/);
    expect(table).toMatch(/spread 10000 raise ms\s+—\s+85\s+—\s+—/);
  });

  it('counts the repetitions in which this build’s figure was the higher, pairing each repetition with the same one of the base and skipping those a side missed', () => {
    const base = [new Map([['drag ms', 5]]), new Map(), new Map([['drag ms', 6]]), new Map([['drag ms', 4]])];
    const current = [new Map([['drag ms', 6]]), new Map([['drag ms', 9]]), new Map([['drag ms', 5]]), new Map([['drag ms', 4]])];
    const rows = abRows(base, current);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.higher).toEqual({ of: 3, count: 1 });
    expect(rows[0]?.runs).toEqual({ base: [5, null, 6, 4], current: [6, 9, 5, 4] });
    expect(rows[0]?.n).toEqual({ base: 3, current: 4 });
    expect(formatAbTable('windows', rows, { base: 'a', current: 'b' })).toMatch(/drag ms\s+5\s+5\.5\s+\+10\.0 %\s+1\/3/);
  });
});
