import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const externalIdentities: Migration = {
  async up(db: Kysely<unknown>) {
    // Which user an identity of an external provider signs in as, found by e-mail the first time
    // and by the provider's subject after that, so a changed e-mail at the provider still finds
    // the same user. Deleting the user deletes their links.
    await db.schema
      .createTable('external_identities')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('external_identities_pk', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('external_identities_user').on('external_identities').column('user_id').execute();
  },
};
