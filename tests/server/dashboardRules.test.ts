import { describe, expect, it } from 'vitest';
import { checkFilter, mergeFilters, namedQuery, QUERY_NAMES, type Parameter } from '../../server/dashboards';

const PARAMETERS: readonly Parameter[] = [
  { name: 'year', required: true, kind: 'year' },
  { name: 'month', required: false, kind: 'month' },
  { name: 'region', required: false, kind: 'text' },
];

describe("a data request's filter against its query's parameters", () => {
  it('takes known, well-formed values and binds them as they are', () => {
    expect(checkFilter('q', PARAMETERS, { year: '2024', month: '2024-12', region: "' OR 1=1 --" })).toEqual({
      kind: 'checked',
      values: { year: '2024', month: '2024-12', region: "' OR 1=1 --" },
      matchesNothing: false,
    });
  });

  it('names an unknown parameter and what the query takes', () => {
    expect(checkFilter('q', PARAMETERS, { year: '2024', colour: 'red' })).toEqual({ kind: 'refused', message: 'The query q has no parameter colour (it takes year, month, region)' });
    expect(checkFilter('none', [], { year: '2024' })).toEqual({ kind: 'refused', message: 'The query none has no parameter year (it takes none)' });
  });

  it('names a missing required parameter', () => {
    expect(checkFilter('q', PARAMETERS, { region: 'North' })).toEqual({ kind: 'refused', message: 'The query q needs the parameter year' });
  });

  it.each([
    ['year', '24'],
    ['year', '2024 '],
    ['year', '２０２４'],
    ['year', '2024-01'],
    ['month', '2024-13'],
    ['month', '2024-00'],
    ['month', '2024-1'],
    ['month', '2024-01-01'],
  ])('refuses %s "%s" as malformed', (name, value) => {
    const filter = { year: '2024', [name]: value };
    const expected = name === 'year' ? 'a year (YYYY)' : 'a month (YYYY-MM)';
    expect(checkFilter('q', PARAMETERS, filter)).toEqual({ kind: 'refused', message: `${name} must be ${expected}, not "${value}"` });
  });

  it.each(['\u0000', 'North\u0000', '\uD800', 'a\u001Fb'])('knows that a name with a control character or half a surrogate pair (%j) matches nothing', (value) => {
    expect(checkFilter('q', PARAMETERS, { year: '2024', region: value })).toMatchObject({ kind: 'checked', matchesNothing: true });
  });

  it("keeps a widget's own values under the request's, which win", () => {
    expect(mergeFilters({ year: '2024', region: 'North' }, { year: '2025' })).toEqual({ year: '2025', region: 'North' });
    expect(mergeFilters({ year: '2024' }, undefined)).toEqual({ year: '2024' });
    expect(mergeFilters({ year: '2024' }, {})).toEqual({ year: '2024' });
  });

  it('has the twelve named queries, each with distinct column keys', () => {
    expect(QUERY_NAMES).toEqual([
      'revenueByYear',
      'revenueByMonth',
      'ordersOfMonth',
      'revenueByRegion',
      'revenueByCategory',
      'revenueByQuarter',
      'topProducts',
      'unitsByMonth',
      'orderCountByMonth',
      'topCustomers',
      'averageOrderByMonth',
      'ordersByWeekday',
    ]);
    for (const name of QUERY_NAMES) {
      const keys = namedQuery(name)?.columns.map((column) => column.key) ?? [];
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(namedQuery('toString')).toBeUndefined();
  });
});
