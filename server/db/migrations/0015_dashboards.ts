import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const dashboards: Migration = {
  async up(db: Kysely<unknown>) {
    // The business data the dashboards chart (the demo's sales), an account's own on each table.
    await db.schema
      .createTable('regions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('regions_account').on('regions').columns(['account_id', 'name']).execute();

    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id').onDelete('cascade'))
      .addColumn('segment', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('customers_account').on('customers').columns(['account_id', 'name']).execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_account').on('products').columns(['account_id', 'category']).execute();

    // Money in whole cents, so that sums are exact in both dialects. The date's parts are columns
    // of their own (year, 'YYYY-MM', 'YYYY-Qn', weekday 1–7 from Monday), so that every query
    // groups on plain columns instead of each dialect's date functions. The region is the sale's
    // (its customer's at the time), kept on the order so that a region's figures need no join.
    // Only the account is a foreign key: one on the customer, product or region would need an
    // index of its own on every order to delete one of them (one more per 100k-row seed), and
    // all of them go together with their account.
    await db.schema
      .createTable('orders')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('region_id', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('order_date', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('weekday', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('orders_pk', ['account_id', 'number'])
      .execute();
    // Each covers the queries that group by its second column (and filter by the next ones), so
    // that they read the index alone, in group order: year and month; the sale's region; the
    // product (and so its category); the customer; the weekday. A quarter is three months.
    await db.schema.createIndex('orders_year').on('orders').columns(['account_id', 'year', 'month', 'amount_cents', 'quantity']).execute();
    await db.schema.createIndex('orders_region').on('orders').columns(['account_id', 'region_id', 'year', 'amount_cents']).execute();
    await db.schema.createIndex('orders_product').on('orders').columns(['account_id', 'product_id', 'year', 'region_id', 'amount_cents', 'quantity']).execute();
    await db.schema.createIndex('orders_customer').on('orders').columns(['account_id', 'customer_id', 'year', 'region_id', 'amount_cents']).execute();
    await db.schema.createIndex('orders_weekday').on('orders').columns(['account_id', 'weekday', 'year']).execute();

    // A dashboard lists its widgets in order; a widget reached only by drill-down is on no list.
    await db.schema
      .createTable('dashboards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('columns', 'integer', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('widget_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dashboards_account').on('dashboards').columns(['account_id', 'is_default']).execute();

    await db.schema
      .createTable('dashboard_widgets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('footer', 'text', (c) => c.notNull())
      .addColumn('chart', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('filter', 'text', (c) => c.notNull())
      .addColumn('meta', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dashboard_widgets_account').on('dashboard_widgets').column('account_id').execute();

    // What a user's home widget shows in an account; without a row, the account's default dashboard.
    await db.schema
      .createTable('home_profiles')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('dashboard_id', 'text', (c) => c.references('dashboards.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('home_profiles_pk', ['user_id', 'account_id'])
      .execute();
  },
};
