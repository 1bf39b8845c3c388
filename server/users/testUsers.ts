import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { generatePassword, hashPassword } from '../auth';
import type { Clock } from '../clock';
import type { AccountPreferences, TestUserCredentials, TestUserHome, TestUserTemplate } from '../contract';
import { parseJsonObject, type Database } from '../db';
import { addMemberships } from './directory';

/** Users made for browser tests, one per test, so no test sees another's settings or session. */
export interface TestUsers {
  /**
   * Creates a user like the demo user `like`: the same profile, icon, accounts (the default one
   * included) and app list in each account, under a new unique username with a random password.
   * `accountPreferences`, when given, go over the preferences of private copies of the accounts.
   * The user's home in each account is the template's, or in the default account `home` when given.
   * @returns the credentials, or undefined when the template user does not exist.
   */
  create(like: TestUserTemplate, options?: TestUserOptions): Promise<TestUserCredentials | undefined>;
}

export interface TestUserOptions {
  accountPreferences?: Partial<AccountPreferences> | undefined;
  home?: TestUserHome | undefined;
}

const USERNAME_RANDOM_BYTES = 6;

/** Told of each user made: its id and the accounts made for it alone (with accountPreferences). */
export type TestUserCreated = (user: { userId: string; privateAccountIds: readonly string[] }) => Promise<void>;

export function createTestUsers(db: Kysely<Database>, clock: Clock, onCreated: TestUserCreated = () => Promise.resolve()): TestUsers {
  return {
    async create(like, { accountPreferences, home } = {}) {
      const username = `${like}-${randomBytes(USERNAME_RANDOM_BYTES).toString('hex')}`;
      const password = generatePassword();
      // Hashed outside the transaction so it holds no lock while argon2 works.
      const passwordHash = await hashPassword(password);
      const created = await db.transaction().execute(async (trx) => {
        const template = await trx.selectFrom('users').selectAll().where('username', '=', like).executeTakeFirst();
        if (!template) return undefined;
        const userId = randomUUID();
        const now = clock.now();
        await trx
          .insertInto('users')
          .values({ ...template, id: userId, username, password_hash: passwordHash, email: `${username}@atrium.example`, created_at: now })
          .execute();

        // The default account first, as addMemberships wants it.
        const memberships = await trx
          .selectFrom('account_members')
          .select('account_id')
          .where('user_id', '=', template.id)
          .orderBy('is_default', 'desc')
          .execute();
        const apps = await trx.selectFrom('account_member_apps').select(['account_id', 'app_id']).where('user_id', '=', template.id).execute();
        const accountOf = accountPreferences
          ? await privateAccounts(trx, username, memberships.map((membership) => membership.account_id), accountPreferences, now)
          : (accountId: string) => accountId;
        const privateAccountIds = accountPreferences ? memberships.map(({ account_id }) => accountOf(account_id)) : [];
        await addMemberships(trx, userId, memberships.map(({ account_id }) => accountOf(account_id)));
        if (apps.length > 0) {
          await trx
            .insertInto('account_member_apps')
            .values(apps.map(({ account_id, app_id }) => ({ account_id: accountOf(account_id), user_id: userId, app_id })))
            .execute();
        }
        await copyHomes(trx, template.id, userId, accountOf);
        const [defaultAccount] = memberships;
        if (home && defaultAccount) await setHome(trx, userId, accountOf(defaultAccount.account_id), home);
        return { userId, privateAccountIds };
      });
      if (!created) return undefined;
      await onCreated(created);
      return { username, password };
    },
  };
}

/** The template's homes, for the user, in the user's copies of the template's accounts. */
async function copyHomes(trx: Transaction<Database>, templateId: string, userId: string, accountOf: (accountId: string) => string): Promise<void> {
  const homes = await trx.selectFrom('home_profiles').selectAll().where('user_id', '=', templateId).execute();
  if (homes.length === 0) return;
  await trx
    .insertInto('home_profiles')
    .values(homes.map((home) => ({ ...home, user_id: userId, account_id: accountOf(home.account_id) })))
    .execute();
}

/** An html home is the user's row; the dashboard home is the account's default, which is no row at all. */
async function setHome(trx: Transaction<Database>, userId: string, accountId: string, home: TestUserHome): Promise<void> {
  await trx.deleteFrom('home_profiles').where('user_id', '=', userId).where('account_id', '=', accountId).execute();
  if (home.type === 'html') {
    await trx.insertInto('home_profiles').values({ user_id: userId, account_id: accountId, type: 'html', html: home.html, dashboard_id: null }).execute();
  }
}

/**
 * Copies the accounts into an organisation of the user's own, under the same names, with
 * `preferences` over the stored ones; returns the copy's id for each original id.
 */
async function privateAccounts(
  trx: Transaction<Database>,
  username: string,
  accountIds: readonly string[],
  preferences: Partial<AccountPreferences>,
  now: number,
): Promise<(accountId: string) => string> {
  const organisationId = randomUUID();
  await trx.insertInto('organisations').values({ id: organisationId, name: `Accounts of ${username}`, created_at: now }).execute();
  const originals = accountIds.length > 0 ? await trx.selectFrom('accounts').selectAll().where('id', 'in', accountIds).execute() : [];
  const copies = originals.map((account) => [account, randomUUID()] as const);
  if (copies.length > 0) {
    await trx
      .insertInto('accounts')
      .values(
        copies.map(([account, id]) => ({
          ...account,
          id,
          organisation_id: organisationId,
          preferences: JSON.stringify({ ...parseJsonObject(account.preferences), ...preferences }),
          created_at: now,
        })),
      )
      .execute();
  }
  const copyOf = new Map(copies.map(([account, id]) => [account.id, id]));
  return (accountId) => {
    const copy = copyOf.get(accountId);
    if (copy === undefined) throw new Error(`account ${accountId} has no copy`);
    return copy;
  };
}
