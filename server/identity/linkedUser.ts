import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { normalizeUsername } from '../auth';
import { addMemberships, insertUser } from '../users';
import type { VerifiedIdentity } from './verifyAccessToken';

export type LinkedUser =
  | { kind: 'found'; userId: string }
  | { kind: 'unknown' }
  | { kind: 'ambiguous' }
  /** To be provisioned under the e-mail as username, which another user already has. */
  | { kind: 'username-taken'; username: string };

/** A provisioned user's password hash: it matches no password, so they sign in only through the provider. */
const NO_PASSWORD = '!external-identity';

/**
 * The user an external identity signs in as: the one linked to it before; else the only user with
 * its e-mail, linked from now on; else, when `provisionAccount` names an account, a new member of
 * it. Linking by subject keeps finding the user after their e-mail changes at the provider.
 */
export async function linkedUser(db: Kysely<Database>, identity: VerifiedIdentity, provisionAccount: string | undefined, now: number): Promise<LinkedUser> {
  const linked = await db
    .selectFrom('external_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return { kind: 'found', userId: linked.user_id };
  if (identity.email === undefined) return { kind: 'unknown' };
  const email = identity.email.toLowerCase();

  const matches = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).limit(2).execute();
  if (matches.length > 1) return { kind: 'ambiguous' };
  const [match] = matches;
  if (match) {
    await link(db, identity, match.id, now);
    return { kind: 'found', userId: match.id };
  }
  if (provisionAccount === undefined) return { kind: 'unknown' };
  const account = await db.selectFrom('accounts').select('id').where('name', '=', provisionAccount).executeTakeFirst();
  if (!account) throw new Error(`AUTH_PROVISION_ACCOUNT names '${provisionAccount}', and there is no such account`);
  const username = normalizeUsername(email);
  const taken = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) return { kind: 'username-taken', username };
  return db.transaction().execute(async (trx) => {
    const userId = await insertUser(
      trx,
      {
        username,
        passwordHash: NO_PASSWORD,
        firstname: identity.givenName ?? email.split('@')[0] ?? email,
        lastname: identity.familyName ?? '',
        email,
      },
      now,
    );
    await addMemberships(trx, userId, [account.id]);
    await link(trx, identity, userId, now);
    return { kind: 'found' as const, userId };
  });
}

async function link(db: Kysely<Database>, identity: VerifiedIdentity, userId: string, now: number): Promise<void> {
  // Two first sign-ins at once both find the user by e-mail: the second link is the same one.
  await db
    .insertInto('external_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}
