import { describe, expect, it } from 'vitest';
import {
  canDrillDown,
  currentEntry,
  dataContext,
  depthOf,
  DrillError,
  drillDown,
  entryOf,
  fillFilter,
  fillTemplate,
  isDrilledDown,
  planDrill,
  rollUp,
  type DrillEntry,
  type DrillStack,
} from '../../../../plugins/dashboards';
import type { WidgetSpec } from '../../../../server/contract';

const spec = (uuid: string, drillDown?: WidgetSpec['meta']['drillDown'], title = uuid): WidgetSpec => ({
  uuid,
  title,
  footer: '',
  chart: 'bar',
  query: 'q',
  filter: {},
  meta: drillDown ? { drillDown } : {},
});

const years = spec('years', { maxDepth: 2, nextWidgetId: 'months', filter: { year: '${categoryX}' }, widgetTitle: 'Revenue in ${year}' }, 'Revenue by year');
const months = spec('months', { maxDepth: 2, nextWidgetId: 'orders', filter: { month: '${categoryX}' }, widgetTitle: 'Orders in ${month}' }, 'Revenue by month');
const orders = spec('orders', undefined, 'Orders of the month');

const placed = (widget: WidgetSpec): DrillStack => [entryOf(widget, {}, {}, false)];
const caught = (run: () => unknown): DrillError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DrillError) return error;
    throw error;
  }
  throw new Error('no DrillError was thrown');
};

describe('the drill-down stack', () => {
  it('pushes bound entries until the placed widget’s maxDepth, then stays as it was', () => {
    let stack = placed(years);
    expect(isDrilledDown(stack)).toBe(false);
    stack = drillDown(stack, entryOf(months, { year: '2025' }, {}, true));
    stack = drillDown(stack, entryOf(orders, { month: '2025-03' }, {}, true));
    expect(depthOf(stack)).toBe(2);
    expect(canDrillDown(stack)).toBe(false);
    const full = drillDown(stack, entryOf(months, {}, {}, true));
    expect(full).toBe(stack);
  });

  it('stops at maxDepth even where the widget shown could drill further', () => {
    const shallow = spec('years', { maxDepth: 1, nextWidgetId: 'months' });
    const stack = drillDown(placed(shallow), entryOf(months, { year: '2024' }, {}, true));
    expect(currentEntry(stack).maxDepth).toBe(2);
    expect(canDrillDown(stack)).toBe(false);
  });

  it('does not drill from a widget without a drill-down section', () => {
    expect(canDrillDown(placed(orders))).toBe(false);
  });

  it('rolls up by popping the bound entry: the previous level’s filter and titles are back', () => {
    const first = drillDown(placed(years), entryOf(months, { year: '2025' }, { widgetTitle: 'Revenue in 2025' }, true));
    const second = drillDown(first, entryOf(orders, { month: '2025-03' }, { widgetTitle: 'Orders in 2025-03' }, true));
    const back = rollUp(second);
    expect(currentEntry(back)).toMatchObject({ widgetId: 'months', filter: { year: '2025' }, widgetTitle: 'Revenue in 2025', isBound: true });
    const top = rollUp(back);
    expect(currentEntry(top)).toMatchObject({ widgetId: 'years', filter: {}, widgetTitle: 'Revenue by year', isBound: false });
    expect(isDrilledDown(top)).toBe(false);
    expect(rollUp(top)).toBe(top);
  });

  it('counts a widget drilled down while any bound entry is held, wherever it is', () => {
    const entries: DrillEntry[] = [entryOf(years, {}, {}, false), entryOf(months, {}, {}, true), entryOf(orders, {}, {}, false)];
    expect(isDrilledDown(entries)).toBe(true);
    expect(currentEntry(rollUp(entries)).widgetId).toBe('orders');
  });
});

describe('templates', () => {
  it('fills every ${key} and leaves the rest of the text', () => {
    expect(fillTemplate('Revenue in ${year} (${ region })', { year: '2025', region: 'North' })).toBe('Revenue in 2025 (North)');
    expect(fillTemplate('no placeholders', {})).toBe('no placeholders');
    expect(fillFilter({ year: '${categoryX}', fixed: 'all' }, { categoryX: '2024' })).toEqual({ year: '2024', fixed: 'all' });
  });

  it('refuses a placeholder whose key has no value, naming it', () => {
    const error = caught(() => fillTemplate('Orders in ${month}', { year: '2025' }));
    expect(error).toMatchObject({ code: 'missingValue', key: 'month' });
    expect(caught(() => fillTemplate('${toString}', {}))).toMatchObject({ code: 'missingValue', key: 'toString' });
  });

  it('puts in a value as it is: a value that looks like a placeholder is not filled again', () => {
    expect(fillTemplate('${a}', { a: '${b}', b: 'x' })).toBe('${b}');
  });
});

describe('the data context of a clicked element', () => {
  it('reads the category, value and date into the spec’s keys and keeps every column by its key', () => {
    const context = dataContext(
      [
        { key: 'month', label: 'Month', role: 'category' },
        { key: 'revenue', label: 'Revenue', role: 'value' },
        { key: 'openRevenue', label: 'Opening', role: 'value' },
        { key: 'day', label: 'Day', role: 'date' },
        { key: 'file', label: 'Report', role: 'file' },
      ],
      { month: '2025-03', revenue: 1234.5, openRevenue: 1000, day: '2025-03-01', file: null },
    );
    expect(context).toEqual({
      month: '2025-03',
      revenue: '1234.5',
      openRevenue: '1000',
      day: '2025-03-01',
      categoryX: '2025-03',
      categoryY: '2025-03',
      valueX: '1234.5',
      valueY: '1234.5',
      dateX: '2025-03-01',
      dateY: '2025-03-01',
      openValueX: '1000',
      openValueY: '1000',
    });
  });
});

describe('planning a drill-down', () => {
  const top = { filter: { region: 'North' } };

  it('fills the filter from the context and the filter in force, and the titles from the new filter', () => {
    const drill = { maxDepth: 2, nextWidgetId: 'months', filter: { year: '${categoryX}', region: '${region}' }, widgetTitle: '${region}, ${year}', widgetFooter: 'Total ${valueY}' };
    expect(planDrill(drill, top, { categoryX: '2025', valueY: '10' })).toEqual({
      target: 'widget',
      nextWidgetId: 'months',
      filter: { year: '2025', region: 'North' },
      widgetTitle: 'North, 2025',
      widgetFooter: 'Total 10',
    });
  });

  it('needs a context, a known target and where it leads, in that order', () => {
    expect(caught(() => planDrill(undefined, top, { categoryX: '1' })).code).toBe('noContext');
    expect(caught(() => planDrill({ maxDepth: 1, target: 'chart' as 'widget' }, top, {})).code).toBe('noContext');
    expect(caught(() => planDrill({ maxDepth: 1, target: 'chart' as 'widget' }, top, { categoryX: '1' })).code).toBe('unknownTarget');
    expect(caught(() => planDrill({ maxDepth: 1 }, top, { categoryX: '1' })).code).toBe('noContext');
    expect(caught(() => planDrill({ maxDepth: 1, target: 'dashboard' }, top, { categoryX: '1' })).code).toBe('noContext');
    expect(caught(() => planDrill({ maxDepth: 1, nextWidgetId: 'w', filter: { month: '${categoryY}${missing}' } }, top, { categoryY: '1' }))).toMatchObject({
      code: 'missingValue',
      key: 'missing',
    });
  });

  it('opens a dashboard with its filled filter and title, or a file by the filter’s file', () => {
    expect(planDrill({ maxDepth: 1, target: 'dashboard', dashboardUuid: 'd', filter: { category: '${categoryX}' }, dashboardTitle: 'Products: ${category}' }, top, { categoryX: 'Software' })).toEqual({
      target: 'dashboard',
      dashboardUuid: 'd',
      filter: { category: 'Software' },
      dashboardTitle: 'Products: Software',
    });
    expect(planDrill({ maxDepth: 1, target: 'file', filter: { file: '${file}' } }, top, { file: 'f-9', categoryX: '2025-Q1' })).toEqual({ target: 'file', fileId: 'f-9' });
    expect(caught(() => planDrill({ maxDepth: 1, target: 'file', filter: {} }, top, { categoryX: 'x' }))).toMatchObject({ code: 'missingValue', key: 'file' });
  });
});
