import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import { DASHBOARD_LIMITS, type Column } from '../contract';
import type { Database, OrdersTable } from '../db';
import { TOP_ROWS, WEEKDAY_NAMES } from './constants';
import type { Parameter } from './parameters';

export type Row = Record<string, string | number | null>;

/** What a query runs in: the account whose data it reads, the checked filter, and the account's quarterly reports. */
export interface QueryScope {
  accountId: string;
  values: Readonly<Record<string, string>>;
  /** Quarter ('2024-Q1') → the VFS id of its report in the account's shared drive. */
  reports(): Promise<ReadonlyMap<string, string>>;
}

/** A query the browser can name: its parameters, the columns it answers, and how it runs (bound values only). */
export interface NamedQuery {
  name: string;
  parameters: readonly Parameter[];
  columns: readonly Column[];
  run(db: Kysely<Database>, scope: QueryScope): Promise<Row[]>;
}

type OrdersDb = Database & { o: OrdersTable };
type Orders = SelectQueryBuilder<OrdersDb, 'o', object>;

const optional = (name: string, kind: Parameter['kind']): Parameter => ({ name, required: false, kind });
const required = (name: string, kind: Parameter['kind']): Parameter => ({ name, required: true, kind });
const REGION = optional('region', 'text');
const CATEGORY = optional('category', 'text');
const YEAR = optional('year', 'year');

const column = (key: string, label: string, role: Column['role']): Column => ({ key, label, role });
const REVENUE = column('revenue', 'Revenue', 'value');
const MONTH = column('month', 'Month', 'category');

/** The account's orders narrowed by whichever of the filter's parameters are set; each is bound, never spliced. */
function ordersIn(db: Kysely<Database>, { accountId, values }: QueryScope): Orders {
  let orders: Orders = db.selectFrom('orders as o').where('o.account_id', '=', accountId);
  if (values.year !== undefined) orders = orders.where('o.year', '=', Number(values.year));
  // A month names its year too, which lets the year's index find it.
  if (values.month !== undefined) orders = orders.where('o.year', '=', Number(values.month.slice(0, 4))).where('o.month', '=', values.month);
  const { region, category } = values;
  if (region !== undefined) {
    orders = orders.where('o.region_id', 'in', (eb: ExpressionBuilder<OrdersDb, 'o'>) =>
      eb.selectFrom('regions').select('regions.id').where('regions.account_id', '=', accountId).where('regions.name', '=', region),
    );
  }
  if (category !== undefined) {
    orders = orders.where('o.product_id', 'in', (eb: ExpressionBuilder<OrdersDb, 'o'>) =>
      eb.selectFrom('products').select('products.id').where('products.account_id', '=', accountId).where('products.category', '=', category),
    );
  }
  return orders;
}

/** Whole cents as currency units: exact to the cent, never NaN (a missing sum is 0). */
function money(cents: unknown): number {
  const value = Number(cents ?? 0);
  return Number.isFinite(value) ? Math.round(value) / 100 : 0;
}

function count(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/** Revenue by one plain column of the orders, in that column's order. */
function revenueBy(key: 'year' | 'month') {
  return async (db: Kysely<Database>, scope: QueryScope) => {
    const rows = await ordersIn(db, scope)
      .select((eb) => [`o.${key}`, eb.fn.sum<number>('o.amount_cents').as('cents')])
      .groupBy(`o.${key}`)
      .orderBy(`o.${key}`)
      .execute();
    return rows.map((row) => ({ key: String(row[key]), revenue: money(row.cents) }));
  };
}

const byYear = revenueBy('year');
const byMonth = revenueBy('month');

/** The quarter a 'YYYY-MM' month is in: '2024-Q1'. */
function quarterOf(month: string): string {
  return `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5, 7)) / 3)}`;
}

/** Revenue by quarter, folded from the months' (which the year's index groups without sorting). */
async function byQuarter(db: Kysely<Database>, scope: QueryScope): Promise<{ key: string; revenue: number }[]> {
  const quarters = new Map<string, number>();
  for (const { key, revenue } of await byMonth(db, scope)) quarters.set(quarterOf(key), (quarters.get(quarterOf(key)) ?? 0) + Math.round(revenue * 100));
  return [...quarters].map(([key, cents]) => ({ key, revenue: money(cents) }));
}

/**
 * Revenue by the orders' region, product or customer id, each grouped in its index's order; the
 * names come from the account's small tables, joined here rather than before the grouping.
 */
async function centsBy(db: Kysely<Database>, scope: QueryScope, key: 'region_id' | 'product_id' | 'customer_id'): Promise<Map<string, number>> {
  const rows = await ordersIn(db, scope)
    .select((eb) => [`o.${key} as id`, eb.fn.sum<number>('o.amount_cents').as('cents')])
    .groupBy(`o.${key}`)
    .execute();
  return new Map(rows.map((row) => [row.id, count(row.cents)]));
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Revenue by region or product category, in name order. */
async function revenueByName(db: Kysely<Database>, scope: QueryScope, of: 'region' | 'category'): Promise<{ name: string; cents: number }[]> {
  const [cents, names] =
    of === 'region'
      ? await Promise.all([centsBy(db, scope, 'region_id'), db.selectFrom('regions').select(['id', 'name']).where('account_id', '=', scope.accountId).execute()])
      : await Promise.all([centsBy(db, scope, 'product_id'), db.selectFrom('products').select(['id', 'category as name']).where('account_id', '=', scope.accountId).execute()]);
  const totals = new Map<string, number>();
  for (const { id, name } of names) {
    const sum = cents.get(id);
    if (sum !== undefined) totals.set(name, (totals.get(name) ?? 0) + sum);
  }
  return [...totals].map(([name, sum]) => ({ name, cents: sum })).sort(byName);
}

/** The products or customers with the most revenue, the most first (ties by name). */
async function topTen(db: Kysely<Database>, scope: QueryScope, of: 'product' | 'customer'): Promise<{ name: string; cents: number }[]> {
  const [cents, names] = await Promise.all([
    centsBy(db, scope, of === 'product' ? 'product_id' : 'customer_id'),
    db.selectFrom(of === 'product' ? 'products' : 'customers').select(['id', 'name']).where('account_id', '=', scope.accountId).execute(),
  ]);
  return names
    .flatMap(({ id, name }) => {
      const sum = cents.get(id);
      return sum === undefined ? [] : [{ name, cents: sum }];
    })
    .sort((a, b) => b.cents - a.cents || byName(a, b))
    .slice(0, TOP_ROWS);
}

/** The months' counts or sums of one orders column. */
async function perMonth(db: Kysely<Database>, scope: QueryScope, of: 'orders' | 'units' | 'cents') {
  const rows = await ordersIn(db, scope)
    .select((eb) => ['o.month', eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('o.quantity').as('units'), eb.fn.sum<number>('o.amount_cents').as('cents')])
    .groupBy('o.month')
    .orderBy('o.month')
    .execute();
  return rows.map((row) => ({ month: row.month, orders: count(row.orders), units: count(row.units), cents: count(row.cents), value: count(row[of]) }));
}

const QUERIES: readonly NamedQuery[] = [
  {
    name: 'revenueByYear',
    parameters: [REGION],
    columns: [column('year', 'Year', 'category'), REVENUE],
    run: async (db, scope) => (await byYear(db, scope)).map(({ key, revenue }) => ({ year: key, revenue })),
  },
  {
    name: 'revenueByMonth',
    parameters: [required('year', 'year'), REGION],
    columns: [MONTH, REVENUE],
    run: async (db, scope) => (await byMonth(db, scope)).map(({ key, revenue }) => ({ month: key, revenue })),
  },
  {
    name: 'ordersOfMonth',
    parameters: [required('month', 'month'), REGION],
    columns: [column('order', 'Order', 'text'), column('date', 'Date', 'date'), column('customer', 'Customer', 'category'), column('product', 'Product', 'text'), column('amount', 'Amount', 'value')],
    run: async (db, scope) => {
      const rows = await ordersIn(db, scope)
        .innerJoin('customers as c', 'c.id', 'o.customer_id')
        .innerJoin('products as p', 'p.id', 'o.product_id')
        .select(['o.number', 'o.order_date', 'c.name as customer', 'p.name as product', 'o.amount_cents'])
        .orderBy('o.amount_cents', 'desc')
        .orderBy('o.number')
        .limit(DASHBOARD_LIMITS.maxRows)
        .execute();
      return rows.map((row) => ({ order: row.number, date: row.order_date, customer: row.customer, product: row.product, amount: money(row.amount_cents) }));
    },
  },
  {
    name: 'revenueByRegion',
    parameters: [YEAR],
    columns: [column('region', 'Region', 'category'), REVENUE],
    run: async (db, scope) => (await revenueByName(db, scope, 'region')).map(({ name, cents }) => ({ region: name, revenue: money(cents) })),
  },
  {
    name: 'revenueByCategory',
    parameters: [REGION, YEAR],
    columns: [column('category', 'Category', 'category'), REVENUE],
    run: async (db, scope) => (await revenueByName(db, scope, 'category')).map(({ name, cents }) => ({ category: name, revenue: money(cents) })),
  },
  {
    name: 'revenueByQuarter',
    parameters: [],
    columns: [column('quarter', 'Quarter', 'category'), REVENUE, column('file', 'Report', 'file')],
    run: async (db, scope) => {
      const [rows, reports] = await Promise.all([byQuarter(db, scope), scope.reports()]);
      return rows.map(({ key, revenue }) => ({ quarter: key, revenue, file: reports.get(key) ?? null }));
    },
  },
  {
    name: 'topProducts',
    parameters: [CATEGORY, YEAR],
    columns: [column('product', 'Product', 'category'), REVENUE],
    run: async (db, scope) => (await topTen(db, scope, 'product')).map(({ name, cents }) => ({ product: name, revenue: money(cents) })),
  },
  {
    name: 'unitsByMonth',
    parameters: [CATEGORY],
    columns: [MONTH, column('units', 'Units', 'value')],
    run: async (db, scope) => (await perMonth(db, scope, 'units')).map(({ month, value }) => ({ month, units: value })),
  },
  {
    name: 'orderCountByMonth',
    parameters: [YEAR],
    columns: [MONTH, column('orders', 'Orders', 'value')],
    run: async (db, scope) => (await perMonth(db, scope, 'orders')).map(({ month, value }) => ({ month, orders: value })),
  },
  {
    name: 'topCustomers',
    parameters: [YEAR, REGION],
    columns: [column('customer', 'Customer', 'category'), REVENUE],
    run: async (db, scope) => (await topTen(db, scope, 'customer')).map(({ name, cents }) => ({ customer: name, revenue: money(cents) })),
  },
  {
    name: 'averageOrderByMonth',
    parameters: [YEAR],
    columns: [MONTH, column('average', 'Average order', 'value')],
    // A month is a row only when it has orders, so the division never meets 0.
    run: async (db, scope) => (await perMonth(db, scope, 'cents')).map(({ month, cents, orders }) => ({ month, average: money(cents / orders) })),
  },
  {
    name: 'ordersByWeekday',
    parameters: [YEAR],
    columns: [column('weekday', 'Weekday', 'category'), column('orders', 'Orders', 'value')],
    run: async (db, scope) => {
      const rows = await ordersIn(db, scope)
        .select((eb) => ['o.weekday', eb.fn.countAll<number>().as('orders')])
        .groupBy('o.weekday')
        .orderBy('o.weekday')
        .execute();
      return rows.map((row) => ({ weekday: WEEKDAY_NAMES[row.weekday - 1] ?? String(row.weekday), orders: count(row.orders) }));
    },
  },
];

const BY_NAME = new Map(QUERIES.map((query) => [query.name, query]));

/** The named query, or undefined for a name no query has (a widget stored with one). */
export function namedQuery(name: string): NamedQuery | undefined {
  return BY_NAME.get(name);
}

/** Every query's name, for the seed's check of its widgets. */
export const QUERY_NAMES: readonly string[] = QUERIES.map((query) => query.name);
