import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const authSessions: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per live sign-in (a refresh token family): access tokens name it, and a request is
    // refused as soon as it is gone. Deleting the user takes the row, and so the session, with it.
    await db.schema
      .createTable('auth_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();
    // The sign-ins of today's refresh tokens go on as sessions.
    await sql`
      insert into auth_sessions (id, user_id, created_at, expires_at)
      select family_id, user_id, min(created_at), max(expires_at) from refresh_tokens
      where revoked_at is null
      group by family_id, user_id
    `.execute(db);

    // The pair a rotation handed out, sealed with the spent token: presented again within the grace
    // window, the spent token gets that same pair instead of revoking its family.
    await db.schema.alterTable('refresh_tokens').addColumn('successor', 'text').execute();
  },
};
