import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const settingsRevision: Migration = {
  async up(db: Kysely<unknown>) {
    // Saves merge into what is stored; the revision lets a save write only over the document it read.
    await db.schema
      .alterTable('user_settings')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
