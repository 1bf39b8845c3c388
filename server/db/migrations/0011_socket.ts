import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const socketPayloads: Migration = {
  async up(db: Kysely<unknown>) {
    // Socket events over NOTIFY's 8000-byte limit, read by id by every instance (PostgreSQL only;
    // on SQLite, one instance, the table stays empty).
    await db.schema
      .createTable('socket_payloads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('socket_payloads_created_at').on('socket_payloads').column('created_at').execute();
  },
};
