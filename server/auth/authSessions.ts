import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** The sign-ins (auth_sessions): one row per refresh token family, as long as it may be used. */
export interface AuthSessions {
  /**
   * Whether the sign-in `sessionId` of `userId` still goes on: a primary-key lookup, made on every
   * request. A sign-in of another user is not: a token naming one is forged or mixed up.
   */
  isActive(sessionId: string, userId: string): Promise<boolean>;
  /** Of `sessionIds`, those that still go on: one query for a batch of open sockets' sign-ins. */
  activeAmong(sessionIds: readonly string[]): Promise<Set<string>>;
}

export function createAuthSessions(db: Kysely<Database>): AuthSessions {
  return {
    async isActive(sessionId, userId) {
      const row = await db.selectFrom('auth_sessions').select('user_id').where('id', '=', sessionId).executeTakeFirst();
      return row?.user_id === userId;
    },
    async activeAmong(sessionIds) {
      if (sessionIds.length === 0) return new Set();
      const rows = await db.selectFrom('auth_sessions').select('id').where('id', 'in', sessionIds).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

/** Starts sign-in `id` of `userId`, usable until `expiresAt`, and never past `notAfter` (null: no bound). */
export async function openSession(executor: Kysely<Database>, row: { id: string; userId: string; now: number; expiresAt: number; notAfter: number | null }): Promise<void> {
  await executor
    .insertInto('auth_sessions')
    .values({ id: row.id, user_id: row.userId, created_at: row.now, expires_at: row.expiresAt, not_after: row.notAfter })
    .execute();
}

/** The latest sign-in `id` may go on to, or null when only the refresh lifetime bounds it (or it is gone). */
export async function sessionNotAfter(executor: Kysely<Database>, id: string): Promise<number | null> {
  const row = await executor.selectFrom('auth_sessions').select('not_after').where('id', '=', id).executeTakeFirst();
  return row?.not_after ?? null;
}

/** A rotation moved the sign-in's end to `expiresAt`. */
export async function extendSession(executor: Kysely<Database>, id: string, expiresAt: number): Promise<void> {
  await executor.updateTable('auth_sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Ends sign-in `id`: every access token issued in it is refused from now on. */
export async function endSession(executor: Kysely<Database>, id: string): Promise<void> {
  await executor.deleteFrom('auth_sessions').where('id', '=', id).execute();
}

/**
 * Ends every sign-in of `userId` (a new password): their refresh tokens are revoked and every access
 * token issued in those sign-ins is refused from now on. Returns how many sign-ins ended.
 */
export async function endUserSessions(executor: Kysely<Database>, userId: string, now: number): Promise<number> {
  await executor.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  const ended = await executor.deleteFrom('auth_sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(ended.numDeletedRows);
}
