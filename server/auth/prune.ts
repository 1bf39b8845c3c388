import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { REFRESH_REUSE_GRACE_MS } from './constants';
import { pruneLoginCounters } from './loginThrottle';

/** How many rows a prune removed or cleared, by kind. */
export interface PruneReport {
  refreshTokens: number;
  sealedPairs: number;
  sessions: number;
  loginCounters: number;
}

/**
 * Removes what can no longer be used: refresh tokens past their lifetime or revoked (presented, they
 * would be refused just the same), the pairs sealed for the grace window once it is over, sign-ins
 * whose last refresh token has expired, and login counters past every limit's window. Spent tokens
 * stay until they expire: presented again, they are what tells a replay.
 */
export async function pruneAuthRecords(db: Kysely<Database>, now: number): Promise<PruneReport> {
  return db.transaction().execute(async (trx) => {
    const tokens = await trx
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst();
    const sealed = await trx
      .updateTable('refresh_tokens')
      .set({ successor: null })
      .where('successor', 'is not', null)
      .where('used_at', '<=', now - REFRESH_REUSE_GRACE_MS)
      .executeTakeFirst();
    const sessions = await trx.deleteFrom('auth_sessions').where('expires_at', '<=', now).executeTakeFirst();
    const loginCounters = await pruneLoginCounters(trx, now);
    return {
      loginCounters,
      refreshTokens: Number(tokens.numDeletedRows),
      sealedPairs: Number(sealed.numUpdatedRows),
      sessions: Number(sessions.numDeletedRows),
    };
  });
}
