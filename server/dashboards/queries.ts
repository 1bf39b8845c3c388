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
  if (values.month !== undefined) orders = orders.where('o.month', '=', values.month);
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
function revenueBy(key: 'year' | 'month' | 'quarter') {
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
const byQuarter = revenueBy('quarter');

async function revenueByName(db: Kysely<Database>, scope: QueryScope, of: 'region' | 'category'): Promise<{ name: string; cents: number }[]> {
  const orders = ordersIn(db, scope);
  const rows =
    of === 'region'
      ? await orders
          .innerJoin('regions as r', 'r.id', 'o.region_id')
          .select((eb) => ['r.name as name', eb.fn.sum<number>('o.amount_cents').as('cents')])
          .groupBy('r.name')
          .orderBy('r.name')
          .execute()
      : await orders
          .innerJoin('products as p', 'p.id', 'o.product_id')
          .select((eb) => ['p.category as name', eb.fn.sum<number>('o.amount_cents').as('cents')])
          .groupBy('p.category')
          .orderBy('p.category')
          .execute();
  return rows.map((row) => ({ name: row.name, cents: count(row.cents) }));
}

/** The products or customers with the most revenue, the most first (ties by name). */
async function topTen(db: Kysely<Database>, scope: QueryScope, of: 'product' | 'customer'): Promise<{ name: string; cents: number }[]> {
  const orders = ordersIn(db, scope);
  const joined =
    of === 'product'
      ? orders.innerJoin('products as t', 't.id', 'o.product_id')
      : orders.innerJoin('customers as t', 't.id', 'o.customer_id');
  const rows = await joined
    .select((eb) => ['t.name', eb.fn.sum<number>('o.amount_cents').as('cents')])
    .groupBy(['t.id', 't.name'])
    .orderBy('cents', 'desc')
    .orderBy('t.name')
    .limit(TOP_ROWS)
    .execute();
  return rows.map((row) => ({ name: row.name, cents: count(row.cents) }));
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
