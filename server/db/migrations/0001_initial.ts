import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organisations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('preferences', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('accounts_organisation_name_unique', ['organisation_id', 'name'])
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('designation', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('date_of_birth', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('preferences', 'text', (c) => c.notNull())
      .addColumn('cleared_browser_cache', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_history', 'text', (c) => c.notNull())
      .addColumn('blacklisted_apps', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_members')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('account_members_pk', ['account_id', 'user_id'])
      .execute();
    await db.schema.createIndex('account_members_user').on('account_members').column('user_id').execute();
    // At most one default account per user; login picks it.
    await db.schema
      .createIndex('account_members_one_default')
      .on('account_members')
      .column('user_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();

    await db.schema
      .createTable('apps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('is_base_app', 'integer', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('start_options', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_member_apps')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull().references('apps.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('account_member_apps_pk', ['account_id', 'user_id', 'app_id'])
      // Leaving an account takes the app list with it.
      .addForeignKeyConstraint(
        'account_member_apps_member_fk',
        ['account_id', 'user_id'],
        'account_members',
        ['account_id', 'user_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  },
};
