import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { normalizeUsername } from '../auth';
import { addMemberships, insertUser } from '../users';
import type { VerifiedIdentity } from './verifyAccessToken';

export type LinkedUser =
  /** `linked`: the identity was linked to the user just now. */
  | { kind: 'found'; userId: string; linked: boolean }
  | { kind: 'unknown' }
  | { kind: 'ambiguous' }
  /** A user has the identity's e-mail, which the provider does not say it verified. */
  | { kind: 'email-unverified'; userId: string }
  /** To be provisioned under the identity's e-mail, which the provider does not say it verified. */
  | { kind: 'email-unverified-new' }
  /** The user with the identity's e-mail is linked to another identity of the same provider. */
  | { kind: 'other-identity-linked'; userId: string }
  /** To be provisioned under the e-mail as username, which another user already has. */
  | { kind: 'username-taken'; username: string };

/** A provisioned user's password hash: it matches no password, so they sign in only through the provider. */
const NO_PASSWORD = '!external-identity';

/**
 * The user an external identity signs in as: the one linked to it before; else the only user with
 * its e-mail, linked from now on; else, when `provisionAccount` names an account, a new member of
 * it. Linking by subject keeps finding the user after their e-mail changes at the provider.
 * An e-mail links only when the provider verified it, and only a user no identity of this provider
 * is linked to yet: anyone can put someone else's address on an account at many providers, and a
 * second identity claiming a linked user's address is a takeover attempt, not a new sign-in method.
 * A user is provisioned only under a verified e-mail too: one made under a victim's address would
 * be theirs to find by e-mail later, already in the hands of whoever made it.
 */
export async function linkedUser(db: Kysely<Database>, identity: VerifiedIdentity, provisionAccount: string | undefined, now: number): Promise<LinkedUser> {
  const linked = await db
    .selectFrom('external_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return { kind: 'found', userId: linked.user_id, linked: false };
  if (identity.email === undefined) return { kind: 'unknown' };
  const email = identity.email.toLowerCase();

  const matches = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).limit(2).execute();
  if (matches.length > 1) return { kind: 'ambiguous' };
  const [match] = matches;
  if (match) {
    if (!(await identity.emailVerified())) return { kind: 'email-unverified', userId: match.id };
    return linkExisting(db, identity, match.id, now);
  }
  if (provisionAccount === undefined) return { kind: 'unknown' };
  if (!(await identity.emailVerified())) return { kind: 'email-unverified-new' };
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
    return { kind: 'found' as const, userId, linked: true };
  });
}

/**
 * Links the identity to `userId` unless an identity of its provider is linked to them already.
 * In one transaction that locks the user's row first (PostgreSQL), so two new identities signing
 * in at once cannot both see the user unlinked; SQLite runs one write transaction at a time.
 */
function linkExisting(db: Kysely<Database>, identity: VerifiedIdentity, userId: string, now: number): Promise<LinkedUser> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ id: userId }).where('id', '=', userId).execute();
    const other = await trx
      .selectFrom('external_identities')
      .select('subject')
      .where('user_id', '=', userId)
      .where('issuer', '=', identity.issuer)
      .executeTakeFirst();
    if (other) return other.subject === identity.subject ? { kind: 'found', userId, linked: false } : { kind: 'other-identity-linked', userId };
    const linked = await link(trx, identity, userId, now);
    return { kind: 'found', userId, linked };
  });
}

/** Whether a new link was made. */
async function link(db: Kysely<Database>, identity: VerifiedIdentity, userId: string, now: number): Promise<boolean> {
  // Two first sign-ins of one identity at once both find the user by e-mail: the second link is the same one.
  const result = await db
    .insertInto('external_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}
