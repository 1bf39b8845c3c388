import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const loginThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    // The login limits' counters, in the database so that every instance sees the same ones.
    await db.schema
      .createTable('login_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
