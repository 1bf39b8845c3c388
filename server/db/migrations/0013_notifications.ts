import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    // The notifications a user was shown, newest kept (a bounded history that follows them to
    // another device). Deleting the user deletes theirs.
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at', 'seq']).execute();
  },
};
