import type { Kysely } from 'kysely';
import type { AccessClaims, AccessTokens } from '../auth';
import type { Clock } from '../clock';
import type { LoginStatus, UserDetail } from '../contract';
import type { Database } from '../db';
import { userIconUrl } from '../users';

/** The signed-in member's account: which one, and what they agreed to. */
export interface Members {
  /**
   * An access token for the same sign-in in account `accountId`; undefined when the user is not
   * one of its members. The refresh token stays: refreshes keep the account of the access token.
   */
  switchAccount(claims: AccessClaims, accountId: string): Promise<string | undefined>;
  /** Whether the member has agreed to the account's privacy policy; undefined when the membership is gone. */
  loginStatus(claims: AccessClaims): Promise<LoginStatus | undefined>;
  /** Records the member's agreement (updateLoggedIn); false when the membership is gone. */
  consent(claims: AccessClaims): Promise<boolean>;
  /** Sets the user's cleared_browser_cache back to 0, once the browser has cleared its caches. */
  clearedBrowserCache(userId: string): Promise<void>;
  /**
   * What a profile card shows of `userId`, for a viewer who shares an account with them (or is
   * them); undefined otherwise, exactly as for an unknown user.
   */
  detail(viewer: AccessClaims, userId: string): Promise<UserDetail | undefined>;
}

export function createMembers(db: Kysely<Database>, accessTokens: AccessTokens, clock: Clock): Members {
  const membership = (userId: string, accountId: string) =>
    db.selectFrom('account_members').selectAll().where('user_id', '=', userId).where('account_id', '=', accountId).executeTakeFirst();

  return {
    async switchAccount(claims, accountId) {
      if (!(await membership(claims.userId, accountId))) return undefined;
      return accessTokens.issue({ ...claims, accountId });
    },

    async loginStatus({ userId, accountId }) {
      const member = await membership(userId, accountId);
      // Atrium verifies no e-mail addresses, so none is ever pending.
      return member && { has_logged_in: member.consented_at !== null, verification_pending: false };
    },

    async consent({ userId, accountId }) {
      const updated = await db
        .updateTable('account_members')
        .set((eb) => ({ consented_at: eb.fn.coalesce('consented_at', eb.val(clock.now())) }))
        .where('user_id', '=', userId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return updated.numUpdatedRows === 1n;
    },

    async clearedBrowserCache(userId) {
      await db.updateTable('users').set({ cleared_browser_cache: 0 }).where('id', '=', userId).execute();
    },

    async detail(viewer, userId) {
      const shared =
        viewer.userId === userId ||
        (await db
          .selectFrom('account_members as theirs')
          .innerJoin('account_members as mine', 'mine.account_id', 'theirs.account_id')
          .select('theirs.user_id')
          .where('theirs.user_id', '=', userId)
          .where('mine.user_id', '=', viewer.userId)
          .executeTakeFirst()) !== undefined;
      if (!shared) return undefined;
      const user = await db
        .selectFrom('users')
        .leftJoin('users as managers', 'managers.id', 'users.manager_id')
        .select([
          'users.id',
          'users.firstname',
          'users.lastname',
          'users.designation',
          'users.username',
          'users.email',
          'users.country',
          'users.icon',
          'managers.firstname as managerFirstname',
          'managers.lastname as managerLastname',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      return {
        name: `${user.firstname} ${user.lastname}`.trim(),
        designation: user.designation,
        username: user.username,
        email: user.email,
        manager_name: `${user.managerFirstname ?? ''} ${user.managerLastname ?? ''}`.trim(),
        country: user.country,
        icon: userIconUrl(user.id, user.icon),
      };
    },
  };
}
