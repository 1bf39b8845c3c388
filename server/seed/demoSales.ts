import { randomUUID } from 'node:crypto';
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

/** Seeds one account's sales; `seed` makes the account's rows its own and repeatable. */
export async function seedDemoSales(db: Kysely<Database>, accountId: string, size: DemoSalesSize, seed: number): Promise<void> {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const regions = REGIONS.map((name) => ({ id: randomUUID(), account_id: accountId, name }));
  await db.insertInto('regions').values(regions).execute();

  const products = Object.entries(CATALOGUE).flatMap(([category, items]) =>
    items.map(([name, price]) => ({ id: randomUUID(), account_id: accountId, name, category, unit_price_cents: price })),
  );
  await db.insertInto('products').values(products).execute();

  const names = new Set<string>();
  const customers = [];
  // Distinct names, as many as the combinations allow.
  const combinations = NAME_FIRST.length * NAME_SECOND.length * NAME_SUFFIX.length;
  while (customers.length < Math.min(size.customers, combinations)) {
    const name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)} ${pick(NAME_SUFFIX)}`;
    if (names.has(name)) continue;
    names.add(name);
    customers.push({ id: randomUUID(), account_id: accountId, name, region_id: pick(regions).id, segment: pick(SEGMENTS) });
  }
  for (let start = 0; start < customers.length; start += INSERT_BATCH) {
    await db.insertInto('customers').values(customers.slice(start, start + INSERT_BATCH)).execute();
  }

  const days = demoDays();
  const pickDay = weightedPicker(days.map((day) => day.weight), random);
  // A few big customers and best sellers, as in any real ledger.
  const pickCustomer = weightedPicker(customers.map((_, index) => 1 / (1 + index / 25)), random);
  const pickProduct = weightedPicker(products.map((product) => 1 / Math.sqrt(product.unit_price_cents)), random);
  // In date order, so that the numbers run with time.
  const drawn = Array.from({ length: size.orders }, () => pickDay()).sort((a, b) => a - b);
  let batch = [];
  for (const [index, dayIndex] of drawn.entries()) {
    const day = days[dayIndex];
    const customer = customers[pickCustomer()];
    const product = products[pickProduct()];
    if (!day || !customer || !product) throw new Error('demo sales: a pick fell outside its list');
    const quantity = 1 + Math.floor(random() * random() * 12);
    batch.push({
      account_id: accountId,
      number: `SO-${String(index + 1).padStart(6, '0')}`,
      customer_id: customer.id,
      product_id: product.id,
      region_id: customer.region_id,
      quantity,
      amount_cents: quantity * product.unit_price_cents,
      order_date: day.date,
      year: day.year,
      month: day.month,
      quarter: day.quarter,
      weekday: day.weekday,
    });
    if (batch.length === INSERT_BATCH) {
      await db.insertInto('orders').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto('orders').values(batch).execute();
}
