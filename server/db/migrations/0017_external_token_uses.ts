import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const externalTokenUses: Migration = {
  async up(db: Kysely<unknown>) {
    // The provider access tokens already exchanged for a sign-in, each until it expires: a token
    // is accepted once. The primary key makes the check and the mark one atomic insert.
    await db.schema
      .createTable('external_token_uses')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('external_token_uses_pk', ['issuer', 'token_id'])
      .execute();
    await db.schema.createIndex('external_token_uses_expiry').on('external_token_uses').column('expires_at').execute();
    // The latest a sign-in may go on, whatever its refreshes: set for sign-ins through a provider,
    // whose session Atrium's must not outlive. Null: only the refresh token lifetime applies.
    await db.schema.alterTable('auth_sessions').addColumn('not_after', 'bigint').execute();
  },
};
