import type { Kysely } from 'kysely';
import type { AccessClaims } from '../auth';
import type { Clock } from '../clock';
import type { Session } from '../contract';
import type { Database } from '../db';
import { readSession, withoutArgs, withoutNames } from './entries';

/** Whose session: a user in one account. The access token's claims are one. */
export type SessionOwner = Pick<AccessClaims, 'userId' | 'accountId'>;

/**
 * The desktop session each user saves per account. Every method answers `undefined` when the
 * user is not (or no longer) a member of the account: that session cannot go on.
 */
export interface SessionStore {
  /** The saved session; empty when none was saved. */
  get(owner: SessionOwner): Promise<Session | undefined>;
  /** Replaces the saved session, every entry's args emptied. Of two saves at once the later wins. */
  save(owner: SessionOwner, session: Session): Promise<Session | undefined>;
  /**
   * Removes the entries with any of `names` (an empty list removes nothing).
   * @returns the session that remains.
   */
  remove(owner: SessionOwner, names: readonly string[]): Promise<Session | undefined>;
}

// A removal applies to the session it read; when a save lands in between, it reads again.
const REMOVE_ATTEMPTS = 5;

export function createSessionStore(db: Kysely<Database>, clock: Clock): SessionStore {
  /** The stored JSON (null: nothing saved yet), or undefined when the user is not in the account. */
  async function stored({ userId, accountId }: SessionOwner): Promise<{ json: string | null } | undefined> {
    const row = await db
      .selectFrom('account_members')
      .leftJoin('user_sessions', (join) =>
        join
          .onRef('user_sessions.user_id', '=', 'account_members.user_id')
          .onRef('user_sessions.account_id', '=', 'account_members.account_id'),
      )
      .select('user_sessions.session')
      .where('account_members.user_id', '=', userId)
      .where('account_members.account_id', '=', accountId)
      .executeTakeFirst();
    return row && { json: row.session };
  }

  return {
    async get(owner) {
      const row = await stored(owner);
      return row && (row.json === null ? [] : readSession(row.json));
    },

    async save(owner, session) {
      if ((await stored(owner)) === undefined) return undefined;
      const saved = withoutArgs(session);
      const json = JSON.stringify(saved);
      const updatedAt = clock.now();
      await db
        .insertInto('user_sessions')
        .values({ user_id: owner.userId, account_id: owner.accountId, session: json, updated_at: updatedAt })
        .onConflict((conflict) => conflict.columns(['user_id', 'account_id']).doUpdateSet({ session: json, updated_at: updatedAt }))
        .execute();
      return saved;
    },

    async remove(owner, names) {
      for (let attempt = 0; attempt < REMOVE_ATTEMPTS; attempt += 1) {
        const row = await stored(owner);
        if (row === undefined) return undefined;
        if (row.json === null) return [];
        const current = readSession(row.json);
        const remaining = withoutNames(current, names);
        if (remaining.length === current.length) return current;
        // Written only over the very text it was computed from, so a save in between is never undone.
        const { numUpdatedRows } = await db
          .updateTable('user_sessions')
          .set({ session: JSON.stringify(remaining), updated_at: clock.now() })
          .where('user_id', '=', owner.userId)
          .where('account_id', '=', owner.accountId)
          .where('session', '=', row.json)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows > 0n) return remaining;
      }
      throw new Error(`the session of user ${owner.userId} in account ${owner.accountId} kept changing during a removal`);
    },
  };
}
