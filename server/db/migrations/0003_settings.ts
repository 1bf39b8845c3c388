import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const userSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_settings')
      // One row per user: saving is an upsert on this key. Deleting the user takes the settings with it.
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
