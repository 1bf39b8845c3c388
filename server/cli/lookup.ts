import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { Refusal, type ParsedOptions } from './command';
import { optionalTextOption, textOption } from './options';

/** How a command names an account: by its name, and its organisation's when the name alone is ambiguous. */
export interface AccountName {
  account: string;
  organisation: string | undefined;
}

export const ACCOUNT_OPTIONS = [
  { name: 'account', value: 'name', description: 'The account, by name.', required: true },
  { name: 'organisation', value: 'name', description: "The account's organisation, needed when several have an account of that name." },
] as const;

export function accountNameOption(options: ParsedOptions): AccountName {
  return { account: textOption(options, 'account'), organisation: optionalTextOption(options, 'organisation') };
}

/** The account named so; refused when there is none, or several. */
export async function findAccount(db: Kysely<Database>, { account, organisation }: AccountName) {
  let query = db
    .selectFrom('accounts')
    .innerJoin('organisations', 'organisations.id', 'accounts.organisation_id')
    .select(['accounts.id', 'accounts.name', 'accounts.preferences', 'organisations.name as organisation'])
    .where('accounts.name', '=', account);
  if (organisation !== undefined) query = query.where('organisations.name', '=', organisation);
  const found = await query.execute();
  const named = organisation === undefined ? `'${account}'` : `'${account}' of organisation '${organisation}'`;
  if (found.length === 0) throw new Refusal(`There is no account ${named}.`);
  if (found.length > 1) {
    throw new Refusal(`Several organisations have an account '${account}' (${found.map((row) => row.organisation).join(', ')}): give --organisation.`);
  }
  return found[0] as (typeof found)[number];
}

export async function findUser(db: Kysely<Database>, username: string) {
  const user = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  if (!user) throw new Refusal(`There is no user '${username}'.`);
  return user;
}
