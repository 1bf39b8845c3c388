import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { REFRESH_TOKEN_BYTES } from './constants';

export type Rotation = { ok: true; refreshToken: string } | { ok: false };

export interface RefreshTokens {
  /** Starts a new family for `userId` (one family per login). */
  issue(userId: string): Promise<string>;
  /**
   * Spends `userId`'s `token` and returns its successor in the same family. A token presented
   * a second time revokes its whole family.
   */
  rotate(token: string, userId: string): Promise<Rotation>;
  /** Revokes the family of `token`; unknown tokens are ignored. */
  revokeFamily(token: string): Promise<void>;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createRefreshTokens(db: Kysely<Database>, options: { ttlSeconds: number; clock: Clock }): RefreshTokens {
  async function insert(executor: Kysely<Database>, userId: string, familyId: string): Promise<string> {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    const now = options.clock.now();
    await executor
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        family_id: familyId,
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: now + options.ttlSeconds * 1000,
        used_at: null,
        revoked_at: null,
        created_at: now,
      })
      .execute();
    return token;
  }

  async function revoke(executor: Kysely<Database>, familyId: string): Promise<void> {
    await executor
      .updateTable('refresh_tokens')
      .set({ revoked_at: options.clock.now() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    issue: (userId) => insert(db, userId, randomUUID()),

    rotate: (token, userId) =>
      db.transaction().execute(async (trx): Promise<Rotation> => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirst();
        if (!row || row.revoked_at !== null) return { ok: false };
        const now = options.clock.now();
        // Replay of a spent token: one of the two holders is a thief, and we cannot tell which.
        if (row.used_at !== null) {
          await revoke(trx, row.family_id);
          return { ok: false };
        }
        if (row.expires_at <= now || row.user_id !== userId) return { ok: false };
        // Conditional, so that of two concurrent rotations only one wins; the loser is a replay.
        const spent = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) {
          await revoke(trx, row.family_id);
          return { ok: false };
        }
        return { ok: true, refreshToken: await insert(trx, userId, row.family_id) };
      }),

    async revokeFamily(token) {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (row) await revoke(db, row.family_id);
    },
  };
}
