import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const seedsAndAdministrators: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per seed that ran, so that it runs once per database: what an operator deletes or
    // renames afterwards stays deleted or renamed.
    await db.schema
      .createTable('seeds')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('seeded_at', 'bigint', (c) => c.notNull())
      .execute();
    // Until now every database was seeded with the demo on its first start, so one that holds an
    // organisation has had its demo, whatever became of it since.
    // The cast: PostgreSQL reads a parameter in a select list as text, which a bigint column refuses.
    await sql`insert into seeds (name, seeded_at) select 'demo', cast(${Date.now()} as bigint) where exists (select 1 from organisations)`.execute(db);

    // Administers the whole instance; the operators' tool makes the first one.
    await db.schema.alterTable('users').addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
