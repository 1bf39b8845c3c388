import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** One access token of a provider, named by its issuer and `jti`, usable until `expiresAt`. */
export interface TokenUse {
  issuer: string;
  tokenId: string;
  expiresAt: number;
}

/**
 * Marks the token used; false when it was used before. One insert against the primary key, so of
 * two exchanges at once, on one instance or two sharing PostgreSQL, exactly one wins. The row stays
 * until the token expires (then the maintenance prune removes it), as the token is refused anyway.
 */
export async function spendToken(db: Kysely<Database>, use: TokenUse): Promise<boolean> {
  const result = await db
    .insertInto('external_token_uses')
    .values({ issuer: use.issuer, token_id: use.tokenId, expires_at: use.expiresAt })
    .onConflict((oc) => oc.columns(['issuer', 'token_id']).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Forgets the uses of tokens that have expired: they are refused by their `exp` now. Returns how many went. */
export async function pruneTokenUses(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('external_token_uses').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
