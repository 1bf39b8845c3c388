import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const healthChecks: Migration = {
  async up(db: Kysely<unknown>) {
    // One row that the health check writes, so it proves the database takes writes, not only reads.
    await db.schema
      .createTable('health_checks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('checked_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
