import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * The demo's sales, the dashboards' business data: regions, customers, products and orders over
 * 2024 and 2025. Made by a seeded PRNG, so every machine gets the same rows (the browser tests
 * read numbers off the charts); only the ids are random, and no figure depends on them.
 */

export const DEMO_SALES_YEARS = [2024, 2025] as const;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'] as const;
const SEGMENTS = ['Enterprise', 'Mid-market', 'Small business', 'Public sector'] as const;

/** Category → its products and their unit prices in cents. */
const CATALOGUE: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  Hardware: [
    ['Laptop Pro 14', 149900], ['Laptop Air 13', 109900], ['Desktop Tower', 129900], ['27" Monitor', 34900], ['Docking Station', 18900],
    ['Wireless Keyboard', 7900], ['Ergonomic Mouse', 4900], ['Conference Camera', 59900], ['Network Switch', 44900], ['Office Printer', 39900],
  ],
  Software: [
    ['Office Suite Licence', 12900], ['Accounting Package', 49900], ['CRM Seat', 35900], ['Antivirus Licence', 4900], ['Backup Service', 19900],
    ['Design Studio', 69900], ['Project Planner', 15900], ['Database Server Licence', 189900], ['Mail Archive', 24900], ['Remote Desktop Seat', 9900],
  ],
  Services: [
    ['Installation Day', 89000], ['Support Contract', 240000], ['Network Audit', 320000], ['Data Migration', 450000], ['Security Review', 380000],
    ['Cloud Setup', 210000], ['On-site Repair', 45000], ['Managed Backups', 120000], ['Helpdesk Hours (10)', 95000], ['Consulting Day', 140000],
  ],
  Training: [
    ['Office Basics Course', 29000], ['Excel for Analysts', 39000], ['Security Awareness', 19000], ['Project Management', 129000], ['CRM Masterclass', 59000],
    ['Leadership Workshop', 149000], ['Data Literacy', 49000], ['Cloud Fundamentals', 79000], ['Presentation Skills', 35000], ['Onboarding Day', 25000],
  ],
};

const NAME_FIRST = [
  'Northwind', 'Blue Harbor', 'Redwood', 'Silverline', 'Granite', 'Maple', 'Summit', 'Riverside', 'Oakfield', 'Brightwater',
  'Ironbridge', 'Westgate', 'Lakeshore', 'Golden Field', 'Stonebrook', 'Evergreen', 'Harbourview', 'Pinecrest', 'Clearwater', 'Highland',
  'Fairview', 'Kingsway', 'Meadowbank', 'Copperleaf', 'Eastwood',
] as const;
const NAME_SECOND = ['Traders', 'Logistics', 'Foods', 'Engineering', 'Health', 'Textiles', 'Motors', 'Media', 'Architects', 'Pharmacy',
  'Builders', 'Bakery', 'Dental', 'Software', 'Hotels', 'Farms', 'Legal', 'Energy', 'Printing', 'Outfitters'] as const;
const NAME_SUFFIX = ['Ltd', 'Inc.', 'GmbH', '& Co.', 'Group', 'LLC'] as const;

export interface DemoSalesSize {
  customers: number;
  orders: number;
}

/** mulberry32: small, fast, and the same numbers everywhere from the same seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Rows per insert: 12 parameters a row stays under SQLite's 32,766 and PostgreSQL's 65,535.
const INSERT_BATCH = 2000;
// Orders per insert while the server answers: each batch holds the event loop (building the rows,
// SQLite's synchronous insert into a table with five indexes) for ~8 ms of CPU at a load of 12 on
// two cores (500 took twice that), well under the ~50 ms a request may wait.
const ORDER_BATCH = 200;
// Days drawn between two turns of the event loop, before the orders are made.
const DRAWS_PER_TURN = 20_000;

/** Every day of the demo's years, with its parts, and a weight: busier in spring and autumn, quieter at weekends, growing. */
function demoDays() {
  const first = Date.UTC(DEMO_SALES_YEARS[0], 0, 1);
  const end = Date.UTC(DEMO_SALES_YEARS[1] + 1, 0, 1);
  const days = [];
  for (let at = first; at < end; at += DAY_MS) {
    const date = new Date(at);
    const iso = date.toISOString().slice(0, 10);
    const month = date.getUTCMonth();
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    const season = 1 + 0.25 * Math.sin(((month - 2) / 12) * 4 * Math.PI);
    const weekend = weekday >= 6 ? 0.35 : 1;
    const growth = 1 + (0.2 * (at - first)) / (end - first);
    days.push({
      date: iso,
      year: date.getUTCFullYear(),
      month: iso.slice(0, 7),
      quarter: `${date.getUTCFullYear()}-Q${Math.floor(month / 3) + 1}`,
      weekday,
      weight: season * weekend * growth,
    });
  }
  return days;
}

/** Picks index i with probability weights[i] / total, by binary search over the running sums. */
function weightedPicker(weights: readonly number[], random: () => number): () => number {
  const sums: number[] = [];
  let total = 0;
  for (const weight of weights) sums.push((total += weight));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sums[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** The customers a ledger's seed draws, in the order it draws them: the orders' picks depend on both. */
function drawCustomers(random: () => number, count: number): { name: string; region: string; segment: string }[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const names = new Set<string>();
  const customers = [];
  // Distinct names, as many as the combinations allow.
  const combinations = NAME_FIRST.length * NAME_SECOND.length * NAME_SUFFIX.length;
  while (customers.length < Math.min(count, combinations)) {
    const name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)} ${pick(NAME_SUFFIX)}`;
    if (names.has(name)) continue;
    names.add(name);
    customers.push({ name, region: pick(REGIONS), segment: pick(SEGMENTS) });
  }
  return customers;
}

const catalogue = () =>
  Object.entries(CATALOGUE).flatMap(([category, items]) => items.map(([name, price]) => ({ name, category, unit_price_cents: price })));

/**
 * Seeds one account's regions, products and customers; `seed` makes the account's rows its own and
 * repeatable. Its orders come after, from seedDemoOrders with the same seed and size.
 */
export async function seedDemoSales(db: Kysely<Database>, accountId: string, size: Pick<DemoSalesSize, 'customers'>, seed: number): Promise<void> {
  const regions = REGIONS.map((name) => ({ id: randomUUID(), account_id: accountId, name }));
  await db.insertInto('regions').values(regions).execute();
  await db.insertInto('products').values(catalogue().map((product) => ({ id: randomUUID(), account_id: accountId, ...product }))).execute();
  const regionId = new Map<string, string>(regions.map((region) => [region.name, region.id]));
  const customers = drawCustomers(prng(seed), size.customers).map(({ name, region, segment }) => ({
    id: randomUUID(),
    account_id: accountId,
    name,
    region_id: regionId.get(region) ?? '',
    segment,
  }));
  for (let start = 0; start < customers.length; start += INSERT_BATCH) {
    await db.insertInto('customers').values(customers.slice(start, start + INSERT_BATCH)).execute();
  }
}

/** Ids of an account's rows by name. */
async function idsByName(db: Kysely<Database>, table: 'regions' | 'products' | 'customers', accountId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom(table).select(['id', 'name']).where('account_id', '=', accountId).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Seeds one account's orders, after seedDemoSales with the same `size` and `seed`, in batches of
 * ORDER_BATCH with a turn of the event loop between them, so that the server answers requests
 * meanwhile. It draws the customers again to be where seedDemoSales left the sequence, and finds
 * the rows by name. An order that is there already is left alone, so a seeding cut short (a crash,
 * a shutdown) is finished by running it again, and two instances running it at once add each
 * order once. Stops before the next batch once `stopped()` says so; says whether it finished.
 */
export async function seedDemoOrders(
  db: Kysely<Database>,
  accountId: string,
  size: DemoSalesSize,
  seed: number,
  stopped: () => boolean,
): Promise<boolean> {
  const random = prng(seed);
  const customers = drawCustomers(random, size.customers);
  const [regionIds, productIds, customerIds] = await Promise.all([
    idsByName(db, 'regions', accountId),
    idsByName(db, 'products', accountId),
    idsByName(db, 'customers', accountId),
  ]);
  const products = catalogue();
  const days = demoDays();
  const pickDay = weightedPicker(days.map((day) => day.weight), random);
  // A few big customers and best sellers, as in any real ledger.
  const pickCustomer = weightedPicker(customers.map((_, index) => 1 / (1 + index / 25)), random);
  const pickProduct = weightedPicker(products.map((product) => 1 / Math.sqrt(product.unit_price_cents)), random);
  // In date order, so that the numbers run with time: the days drawn, counted per day and laid
  // out day by day, are the draws sorted (without sorting 100,000 numbers in one go).
  const perDay = new Uint32Array(days.length);
  for (let count = 1; count <= size.orders; count++) {
    const day = pickDay();
    perDay[day] = (perDay[day] ?? 0) + 1;
    if (count % DRAWS_PER_TURN === 0) await setImmediate();
  }
  const drawn = new Uint16Array(size.orders);
  let at = 0;
  for (const [dayIndex, count] of perDay.entries()) {
    drawn.fill(dayIndex, at, at + count);
    at += count;
  }
  for (let start = 0; start < drawn.length; start += ORDER_BATCH) {
    await setImmediate();
    if (stopped()) return false;
    const batch = Array.from(drawn.subarray(start, start + ORDER_BATCH), (dayIndex, offset) => {
      const day = days[dayIndex];
      const customer = customers[pickCustomer()];
      const product = products[pickProduct()];
      const customerId = customerIds.get(customer?.name ?? '');
      const regionId = regionIds.get(customer?.region ?? '');
      const productId = productIds.get(product?.name ?? '');
      if (!day || !product || !customerId || !regionId || !productId) throw new Error('demo sales: a pick fell outside its list');
      const quantity = 1 + Math.floor(random() * random() * 12);
      return {
        account_id: accountId,
        number: `SO-${String(start + offset + 1).padStart(6, '0')}`,
        customer_id: customerId,
        product_id: productId,
        region_id: regionId,
        quantity,
        amount_cents: quantity * product.unit_price_cents,
        order_date: day.date,
        year: day.year,
        month: day.month,
        quarter: day.quarter,
        weekday: day.weekday,
      };
    });
    await db
      .insertInto('orders')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['account_id', 'number']).doNothing())
      .execute();
  }
  return true;
}
