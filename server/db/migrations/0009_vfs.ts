import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const vfs: Migration = {
  async up(db: Kysely<unknown>) {
    // The virtual file system's tree: one row per file or folder, plus one root row per tree (a
    // user's home, an account's shared folder). The bytes are in the blob store, under `blob`.
    await db.schema
      .createTable('vfs_nodes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tree', 'text', (c) => c.notNull())
      // Whose tree it is: deleting the user or the account deletes it (its blobs go at the next start).
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('parent_id', 'text', (c) => c.references('vfs_nodes.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('folded', 'text', (c) => c.notNull())
      .addColumn('is_folder', 'integer', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('blob', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('modified_at', 'bigint', (c) => c.notNull())
      .addColumn('trashed_at', 'bigint')
      .addColumn('original_path', 'text')
      .execute();
    // One name per folder among what is not in the trash; one root per tree.
    await db.schema
      .createIndex('vfs_nodes_name')
      .on('vfs_nodes')
      .columns(['parent_id', 'name'])
      .unique()
      .where(sql.ref('trashed_at'), 'is', null)
      .execute();
    await db.schema.createIndex('vfs_nodes_root').on('vfs_nodes').column('tree').unique().where(sql.ref('parent_id'), 'is', null).execute();
    await db.schema.createIndex('vfs_nodes_parent').on('vfs_nodes').column('parent_id').execute();
    await db.schema.createIndex('vfs_nodes_search').on('vfs_nodes').columns(['tree', 'folded']).execute();
    await db.schema.createIndex('vfs_nodes_blob').on('vfs_nodes').column('blob').execute();
    await db.schema.createIndex('vfs_nodes_user').on('vfs_nodes').column('user_id').execute();
    await db.schema.createIndex('vfs_nodes_account').on('vfs_nodes').column('account_id').execute();
  },
};
