import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const vfsUsage: Migration = {
  async up(db: Kysely<unknown>) {
    // Whose quota a row's bytes count against: the user of a per-user tree, and in a per-account
    // tree whoever put them there (what was there before is charged to whoever made it).
    await db.schema.alterTable('vfs_nodes').addColumn('charged_to', 'text').execute();
    await sql`update vfs_nodes set charged_to = coalesce(user_id, created_by)`.execute(db);

    // Bytes held per owner, `u:<user id>` and `a:<account id>`, the trash included: one row each,
    // so that a write is admitted by one conditional update of it, which PostgreSQL's row lock
    // orders between instances (a sum over vfs_nodes let two transactions each see room left).
    // No foreign key: a deleted user's or account's row is never read again.
    await db.schema
      .createTable('vfs_usage')
      .addColumn('owner', 'text', (c) => c.primaryKey())
      .addColumn('used', 'bigint', (c) => c.notNull())
      .execute();
    await sql`
      insert into vfs_usage (owner, used)
      select 'u:' || charged_to, sum(size) from vfs_nodes where charged_to is not null group by charged_to
      union all
      select 'a:' || account_id, sum(size) from vfs_nodes where account_id is not null group by account_id`.execute(db);
  },
};
