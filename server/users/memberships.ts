import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** Whether `userId` is a member of `accountId`: a token names an account its user may since have left. */
export async function isMember(db: Kysely<Database>, userId: string, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('account_members').select('user_id').where('user_id', '=', userId).where('account_id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

/** The names of the apps in the user's app list in `accountId` (the profile's `apps`). */
export async function appNamesOf(db: Kysely<Database>, userId: string, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('account_member_apps')
    .innerJoin('apps', 'apps.id', 'account_member_apps.app_id')
    .select('apps.name')
    .where('account_member_apps.user_id', '=', userId)
    .where('account_member_apps.account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.name));
}
