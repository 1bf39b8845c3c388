import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { DrillDownSchema, type ChartType, type DrillDown, type Filter } from '../contract';
import { QUERY_NAMES } from '../dashboards';
import type { Database } from '../db';

/**
 * The demo's dashboards, exactly as the browser tests and visual baselines expect them. Widgets
 * and dashboards refer to one another by key here; the seed gives each a random id.
 */

interface DemoWidget {
  key: string;
  title: string;
  footer?: string;
  chart: ChartType;
  query: string;
  filter?: Filter;
  /** The drill-down, with `<key>` where an id of a widget or dashboard goes. */
  drillDown?: DrillDown;
}

interface DemoDashboard {
  key: string;
  title: string;
  description: string;
  isDefault: boolean;
  /** Keys of the widgets on it, in order; the other widgets are reached by drill-down only. */
  widgets: readonly string[];
}

interface DemoBoards {
  widgets: readonly DemoWidget[];
  dashboards: readonly DemoDashboard[];
}

const REVENUE_BY_YEAR: readonly DemoWidget[] = [
  {
    key: 'revenueByYear',
    title: 'Revenue by year',
    chart: 'bar',
    query: 'revenueByYear',
    drillDown: {
      maxDepth: 2,
      target: 'widget',
      nextWidgetId: '<revenueByMonth>',
      filter: { year: '${categoryX}' },
      widgetTitle: 'Revenue in ${year}',
      widgetFooter: 'Click a month for its orders',
    },
  },
  {
    key: 'revenueByMonth',
    title: 'Revenue by month',
    chart: 'bar',
    query: 'revenueByMonth',
    drillDown: { maxDepth: 2, nextWidgetId: '<ordersOfMonth>', filter: { month: '${categoryX}' }, widgetTitle: 'Orders in ${month}' },
  },
  { key: 'ordersOfMonth', title: 'Orders of the month', chart: 'table', query: 'ordersOfMonth' },
];

const REVENUE_BY_REGION: DemoWidget = { key: 'revenueByRegion', title: 'Revenue by region', chart: 'pie', query: 'revenueByRegion' };

const ORDERS_PER_MONTH: DemoWidget = { key: 'ordersPerMonth', title: 'Orders per month', chart: 'line', query: 'orderCountByMonth' };

export const DEMO_DASHBOARDS: Readonly<Record<'Acme' | 'Globex', DemoBoards>> = {
  Acme: {
    widgets: [
      ...REVENUE_BY_YEAR,
      {
        ...REVENUE_BY_REGION,
        drillDown: { maxDepth: 1, nextWidgetId: '<revenueByCategoryInRegion>', filter: { region: '${categoryX}' }, widgetTitle: 'Revenue in ${region} by category' },
      },
      { key: 'revenueByCategoryInRegion', title: 'Revenue by category in the region', chart: 'bar', query: 'revenueByCategory' },
      {
        key: 'revenueByCategory',
        title: 'Revenue by category',
        chart: 'bar',
        query: 'revenueByCategory',
        drillDown: { maxDepth: 1, target: 'dashboard', dashboardUuid: '<products>', filter: { category: '${categoryX}' }, dashboardTitle: 'Products: ${category}' },
      },
      { key: 'quarterlyReports', title: 'Quarterly reports', chart: 'bar', query: 'revenueByQuarter', drillDown: { maxDepth: 1, target: 'file', filter: { file: '${file}' } } },
      ORDERS_PER_MONTH,
      { key: 'topCustomers', title: 'Top customers', chart: 'bar', query: 'topCustomers' },
      { key: 'averageOrder', title: 'Average order value', chart: 'line', query: 'averageOrderByMonth' },
      { key: 'ordersByWeekday', title: 'Orders by weekday', chart: 'bar', query: 'ordersByWeekday' },
      { key: 'topProducts', title: 'Top products', chart: 'bar', query: 'topProducts' },
      { key: 'unitsPerMonth', title: 'Units per month', chart: 'line', query: 'unitsByMonth' },
    ],
    dashboards: [
      {
        key: 'salesOverview',
        title: 'Sales overview',
        description: 'Revenue and orders of 2024 and 2025 by year, region, category and customer',
        isDefault: true,
        widgets: ['revenueByYear', 'revenueByRegion', 'revenueByCategory', 'quarterlyReports', 'ordersPerMonth', 'topCustomers', 'averageOrder', 'ordersByWeekday'],
      },
      { key: 'products', title: 'Products', description: 'The best-selling products and the units sold each month', isDefault: false, widgets: ['topProducts', 'unitsPerMonth'] },
    ],
  },
  Globex: {
    widgets: [...REVENUE_BY_YEAR, REVENUE_BY_REGION, ORDERS_PER_MONTH],
    dashboards: [
      {
        key: 'globexSales',
        title: 'Globex sales',
        description: 'Revenue by year and region, and orders per month',
        isDefault: true,
        widgets: ['revenueByYear', 'revenueByRegion', 'ordersPerMonth'],
      },
    ],
  },
};

/** The grid's columns of every demo dashboard. */
const DEMO_COLUMNS = 2;

/** Replaces each `<key>` in the drill-down's ids with the id that key got. */
function resolved(drillDown: DrillDown, idOf: (key: string) => string): DrillDown {
  const ref = (value: string | undefined) => (value === undefined ? undefined : value.replace(/^<(.+)>$/, (_, key: string) => idOf(key)));
  const nextWidgetId = ref(drillDown.nextWidgetId);
  const dashboardUuid = ref(drillDown.dashboardUuid);
  return { ...drillDown, ...(nextWidgetId === undefined ? {} : { nextWidgetId }), ...(dashboardUuid === undefined ? {} : { dashboardUuid }) };
}

/**
 * Seeds the account's demo dashboards and widgets; returns the ids by key. A widget that names
 * no query, or whose drill-down fails the contract's schema, stops the seed (a bug in this file).
 */
export async function seedDemoDashboards(db: Kysely<Database>, accountId: string, boards: DemoBoards, now: number): Promise<(key: string) => string> {
  const ids = new Map([...boards.widgets, ...boards.dashboards].map((item) => [item.key, randomUUID()]));
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo dashboards refer to unknown ${key}`);
    return id;
  };
  const widgets = boards.widgets.map((widget) => {
    if (!QUERY_NAMES.includes(widget.query)) throw new Error(`demo widget ${widget.key} names no query ${widget.query}`);
    const drillDown = widget.drillDown && resolved(widget.drillDown, idOf);
    if (drillDown && !Value.Check(DrillDownSchema, drillDown)) throw new Error(`demo widget ${widget.key} has a drill-down the contract refuses`);
    return {
      id: idOf(widget.key),
      account_id: accountId,
      title: widget.title,
      footer: widget.footer ?? '',
      chart: widget.chart,
      query: widget.query,
      filter: JSON.stringify(widget.filter ?? {}),
      meta: JSON.stringify(drillDown ? { drillDown } : {}),
    };
  });
  await db.insertInto('dashboard_widgets').values(widgets).execute();
  await db
    .insertInto('dashboards')
    .values(
      boards.dashboards.map((dashboard) => ({
        id: idOf(dashboard.key),
        account_id: accountId,
        title: dashboard.title,
        description: dashboard.description,
        columns: DEMO_COLUMNS,
        is_default: dashboard.isDefault ? 1 : 0,
        widget_ids: JSON.stringify(dashboard.widgets.map(idOf)),
        created_at: now,
      })),
    )
    .execute();
  return idOf;
}

/**
 * ada's home in Acme: a welcome page with a drill-down link to the Products dashboard, and
 * markup that must never run (the browser's sanitizer takes it out; a browser test checks).
 */
export function adaHomeHtml(productsId: string): string {
  const drillDown = JSON.stringify({ target: 'dashboard', dashboardUuid: productsId, filter: { category: 'Software' }, dashboardTitle: 'Products: Software' });
  return (
    '<h2>Good to see you, Ada</h2>' +
    '<p>Here is where this quarter stands. The software line grew fastest: see its best sellers.</p>' +
    `<p><a href="#" data-drilldown='${drillDown}'>Software products</a></p>` +
    '<img src="x" alt="" onerror="window.__atriumHomeScriptRan = true">' +
    '<script>window.__atriumHomeScriptRan = true;</script>'
  );
}
