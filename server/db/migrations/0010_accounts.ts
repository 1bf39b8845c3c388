import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    // Bytes are the one column type the two dialects name differently.
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

    // The user detail (GET /api/user/{id}/detail): a manager among the users, and a country.
    await db.schema
      .alterTable('users')
      .addColumn('manager_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('users').addColumn('country', 'text', (c) => c.notNull().defaultTo('')).execute();
    // The spec's search_history is a comma-separated string; the seed wrote an empty JSON list.
    await sql`update users set search_history = '' where search_history = '[]'`.execute(db);

    // When the member agreed to the account's privacy policy (updateLoggedIn); null: not yet.
    await db.schema.alterTable('account_members').addColumn('consented_at', 'bigint').execute();

    // A password reset link's code, stored hashed: the link itself is only in the mail.
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

    // Images and videos the browser shows (announcements' media, accounts' logos), in the database
    // so that every instance serves the same ones. A resource never changes: a new one replaces it.
    await db.schema
      .createTable('resources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // The login page's announcements, per host name ('' for every host).
    await db.schema
      .createTable('announcements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('media_id', 'text', (c) => c.notNull().references('resources.id'))
      .addColumn('fallback', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('announcements_host').on('announcements').columns(['host', 'position']).execute();
  },
};
