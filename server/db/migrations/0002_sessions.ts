import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const userSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_sessions')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('session', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      // One row per user and account: saving is an upsert on this key.
      .addPrimaryKeyConstraint('user_sessions_pk', ['user_id', 'account_id'])
      // Leaving an account takes the session saved there with it.
      .addForeignKeyConstraint(
        'user_sessions_member_fk',
        ['account_id', 'user_id'],
        'account_members',
        ['account_id', 'user_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
  },
};
