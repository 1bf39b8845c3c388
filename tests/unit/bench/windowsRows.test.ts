import { describe, expect, it } from 'vitest';
import { WINDOW_LAYOUTS, windowRows } from '../../bench/windowsRows.mjs';

describe('the window benchmark’s rows', () => {
  it('are every layout at each of its own counts when no option chooses, in the order they are measured', () => {
    const rows = windowRows(undefined, undefined);
    expect(rows.slice(0, 7)).toEqual([10, 100, 1000, 2000, 5000, 10000].map((count) => ({ layout: 'spread', count })).concat({ layout: 'cascade', count: 10 }));
    expect(rows).toHaveLength(Object.values(WINDOW_LAYOUTS).reduce((sum, layout) => sum + layout.counts.length, 0));
    expect(rows.at(-1)).toEqual({ layout: 'workspaces', count: 1000 });
  });

  it('are the layouts named at the counts given, layout by layout', () => {
    expect(windowRows('cascade,spread', '1000,10000')).toEqual([
      { layout: 'cascade', count: 1000 },
      { layout: 'cascade', count: 10000 },
      { layout: 'spread', count: 1000 },
      { layout: 'spread', count: 10000 },
    ]);
    expect(windowRows('dark', undefined)).toEqual([{ layout: 'dark', count: 1000 }]);
  });

  it('refuse a layout the bench has not got, naming the ones it has', () => {
    expect(() => windowRows('spread,grid', undefined)).toThrow("unknown layout 'grid' (spread, cascade, clocks, files, dashboards, dark, workspaces)");
    expect(() => windowRows('toString', undefined)).toThrow("unknown layout 'toString'");
  });
});
