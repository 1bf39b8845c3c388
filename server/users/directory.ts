import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { initialsIcon } from './icons';
import { DEFAULT_ACCOUNT_PREFERENCES } from './preferences';

// Writes to the directory of organisations, accounts and users. Each function takes the database
// or a transaction, so a caller that makes several changes makes them all or none.

/** A user to create. The username must already be normalized, the password already hashed. */
export interface NewUser {
  username: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  email: string;
  designation?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  /** Its avatar's colour; the avatar shows the user's initials. */
  colour?: string;
  isAdmin?: boolean;
}

/** Something is in the way of a change, which therefore did not happen. */
export class DirectoryConflict extends Error {
  override readonly name = 'DirectoryConflict';
}

const DEFAULT_ICON_COLOUR = '#455a64';

/** Creates the user; it belongs to no account yet. @returns its id. */
export async function insertUser(db: Kysely<Database>, user: NewUser, now: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      username: user.username,
      password_hash: user.passwordHash,
      firstname: user.firstname,
      lastname: user.lastname,
      designation: user.designation ?? '',
      icon: initialsIcon(user.firstname, user.lastname, user.colour ?? DEFAULT_ICON_COLOUR),
      date_of_birth: user.dateOfBirth ?? null,
      email: user.email,
      preferences: JSON.stringify({ Greetingmessage: 'true' }),
      search_history: '',
      blacklisted_apps: '{}',
      is_admin: user.isAdmin ? 1 : 0,
      created_at: now,
    })
    .execute();
  return id;
}

/** @throws DirectoryConflict when a user already has `username`. */
async function assertUsernameFree(db: Kysely<Database>, username: string): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (existing) throw new DirectoryConflict(`A user named '${username}' already exists.`);
}

/** The organisation named `name`, created when there is none. */
async function ensureOrganisation(db: Kysely<Database>, name: string, now: number): Promise<{ id: string; created: boolean }> {
  const existing = await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const id = randomUUID();
  await db.insertInto('organisations').values({ id, name, created_at: now }).execute();
  return { id, created: true };
}

/** The organisation's account named `name`, created with the default preferences when there is none. */
async function ensureAccount(
  db: Kysely<Database>,
  organisationId: string,
  name: string,
  now: number,
): Promise<{ id: string; created: boolean }> {
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const id = randomUUID();
  await db
    .insertInto('accounts')
    .values({ id, organisation_id: organisationId, name, preferences: JSON.stringify(DEFAULT_ACCOUNT_PREFERENCES), created_at: now })
    .execute();
  return { id, created: true };
}

/** Makes the user a member of each account, the first one their default (where login lands). */
export async function addMemberships(db: Kysely<Database>, userId: string, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .insertInto('account_members')
    .values(accountIds.map((accountId, position) => ({ account_id: accountId, user_id: userId, is_default: position === 0 ? 1 : 0 })))
    .execute();
}

/** Whether anyone can sign in at all: a new production database has no users until an operator creates one. */
export async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The first administrator's user, and the organisation and account it belongs to. */
export interface NewAdministrator {
  organisation: string;
  account: string;
  user: Omit<NewUser, 'isAdmin'>;
}

/** What createAdministrator did, for the operator to read. */
export interface AdministratorCreated {
  userId: string;
  organisationCreated: boolean;
  accountCreated: boolean;
}

/**
 * Creates an administrator as a member of the account, its default, creating the organisation and
 * the account when they do not exist: all of it or, when anything fails, none of it.
 * @throws DirectoryConflict when the username is taken.
 */
export async function createAdministrator(db: Kysely<Database>, administrator: NewAdministrator, now: number): Promise<AdministratorCreated> {
  return db.transaction().execute(async (trx) => {
    await assertUsernameFree(trx, administrator.user.username);
    const organisation = await ensureOrganisation(trx, administrator.organisation, now);
    const account = await ensureAccount(trx, organisation.id, administrator.account, now);
    const userId = await insertUser(trx, { ...administrator.user, isAdmin: true }, now);
    await addMemberships(trx, userId, [account.id]);
    return { userId, organisationCreated: organisation.created, accountCreated: account.created };
  });
}

/**
 * Creates account `account` of organisation `organisation`, creating the organisation when there is
 * none. @throws DirectoryConflict when the organisation has such an account already.
 */
export async function createAccount(
  db: Kysely<Database>,
  organisation: string,
  account: string,
  now: number,
): Promise<{ accountId: string; organisationCreated: boolean }> {
  const found = await ensureOrganisation(db, organisation, now);
  const created = await ensureAccount(db, found.id, account, now);
  if (!created.created) throw new DirectoryConflict(`Organisation '${organisation}' has an account '${account}' already.`);
  return { accountId: created.id, organisationCreated: found.created };
}
