import type { Kysely } from 'kysely';
import type { AccessClaims } from '../auth';
import type { AccountPreferences, CurrentUser, Profile } from '../contract';
import type { Database } from '../db';
import { accountLogoUrl, userIconUrl } from './icons';
import { readAccountPreferences, readBlacklistedApps, readUserPreferences } from './preferences';

/** Reads what the browser shows about the signed-in user. `undefined`: the session no longer holds. */
export interface Profiles {
  /** The user in the token's account; undefined when the user or the membership is gone. */
  profile(session: AccessClaims): Promise<Profile | undefined>;
  currentUser(session: AccessClaims): Promise<CurrentUser | undefined>;
}

export function createProfiles(db: Kysely<Database>): Profiles {
  const findUser = (userId: string) => db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

  return {
    async profile({ userId, accountId }) {
      const [user, accounts, apps] = await Promise.all([
        findUser(userId),
        db
          .selectFrom('account_members')
          .innerJoin('accounts', 'accounts.id', 'account_members.account_id')
          .select(['accounts.id', 'accounts.name', 'accounts.preferences'])
          .where('account_members.user_id', '=', userId)
          .orderBy('accounts.name')
          .execute(),
        db
          .selectFrom('account_member_apps')
          .innerJoin('apps', 'apps.id', 'account_member_apps.app_id')
          .select(['apps.id', 'apps.name', 'apps.title', 'apps.category', 'apps.is_base_app', 'apps.type', 'apps.start_options'])
          .where('account_member_apps.user_id', '=', userId)
          .where('account_member_apps.account_id', '=', accountId)
          .orderBy('apps.title')
          .execute(),
      ]);
      const active = accounts.find((account) => account.id === accountId);
      if (!user || !active) return undefined;
      return {
        firstname: user.firstname,
        lastname: user.lastname,
        name: `${user.firstname} ${user.lastname}`,
        designation: user.designation,
        icon: userIconUrl(user.id, user.icon),
        date_of_birth: user.date_of_birth,
        accountId,
        accounts: accounts.map(({ id, name }) => ({ accountId: id, name })),
        active_account: { name: active.name, preferences: presentedPreferences(accountId, active.preferences) },
        apps: apps.map(({ id, ...app }) => ({ uuid: id, ...app })),
      };
    },

    async currentUser({ userId }) {
      const user = await findUser(userId);
      if (!user) return undefined;
      return {
        id: user.id,
        username: user.username,
        firstname: user.firstname,
        icon: userIconUrl(user.id, user.icon),
        cleared_browser_cache: user.cleared_browser_cache,
        blackListedApps: readBlacklistedApps(user.blacklisted_apps),
        preferences: readUserPreferences(user.preferences),
        search_history: user.search_history,
      };
    },
  };
}

/** An account's preferences as the browser uses them: the logo, stored as a resource id, as its URL. */
function presentedPreferences(accountId: string, json: string): AccountPreferences {
  const preferences = readAccountPreferences(json);
  return { ...preferences, logo: accountLogoUrl(accountId, preferences.logo) };
}
