import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addressKey, countAttempt, endUserSessions, hashPassword, normalizeUsername, passwordProblem } from '../auth';
import type { Clock } from '../clock';
import type { PasswordRule } from '../contract';
import type { Database } from '../db';
import { passwordResetMail, type MailLog, type Mailer } from '../mail';
import type { Background, BackgroundLog } from './background';
import { RESET_CODE_BYTES, RESET_LIMIT_WINDOW_MS, RESET_MAILS_PER_USER, RESET_REQUESTS_PER_ADDRESS } from './constants';
import { userLocale } from './userLocale';

export type ResetOutcome =
  | { kind: 'done' }
  /** The new password breaks this rule (the first, in the spec's order). */
  | { kind: 'refused'; rule: PasswordRule }
  /** No such code, or it was used or has expired. */
  | { kind: 'expired' };

/** Password recovery by e-mail: a single-use link, its code stored hashed, that expires. */
export interface PasswordResets {
  /**
   * forgotpassword from `address`: counts the request, and mails a link to the user, if there is
   * one, in the background: what the caller answers and when never depends on whether they exist.
   * @param log the request's logger: the mail's lines carry its id.
   * @returns seconds to wait when the address asked too often (nothing is sent then), else 0.
   */
  request(typedUsername: string, address: string, log: MailLog & BackgroundLog): Promise<number>;
  /** Mails `userId` a new link, which replaces any earlier one; resolves once the mail is sent. */
  send(userId: string, log?: MailLog): Promise<void>;
  /** resetpassword: sets the new password if the code is good, and ends every sign-in of the user. */
  reset(code: string, password: string, confirmation: string): Promise<ResetOutcome>;
}

export interface PasswordResetOptions {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  background: Background;
  /** Where users reach Atrium; the link is `<publicUrl>/?resetpassword=<code>`. */
  publicUrl: string;
  ttlSeconds: number;
  productName: string;
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

const keys = {
  address: (address: string) => `reset-address:${addressKey(address)}`,
  user: (username: string) => `reset-user:${username}`,
};

export function createPasswordResets({ db, clock, mailer, background, publicUrl, ttlSeconds, productName }: PasswordResetOptions): PasswordResets {
  async function send(userId: string, log?: MailLog): Promise<void> {
    const user = await db.selectFrom('users').select(['id', 'username', 'firstname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    const code = randomBytes(RESET_CODE_BYTES).toString('base64url');
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      // Only the newest link works: an older mail lying around opens nothing.
      await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx
        .insertInto('password_resets')
        .values({ id: randomUUID(), user_id: user.id, code_hash: hashCode(code), expires_at: now + ttlSeconds * 1000, used_at: null, created_at: now })
        .execute();
    });
    const link = `${publicUrl}/?resetpassword=${code}`;
    await mailer.send(
      passwordResetMail({
        to: user.email,
        name: `${user.firstname} ${user.lastname}`.trim(),
        username: user.username,
        link,
        minutes: Math.round(ttlSeconds / 60),
        productName,
        locale: await userLocale(db, user.id),
      }),
      log,
    );
  }

  async function mailIfKnown(typedUsername: string, log: MailLog): Promise<void> {
    const username = normalizeUsername(typedUsername);
    const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) return;
    const { count } = await countAttempt(db, keys.user(username), RESET_LIMIT_WINDOW_MS, 'window_start', clock.now());
    if (count > RESET_MAILS_PER_USER) return;
    await send(user.id, log);
  }

  return {
    async request(typedUsername, address, log) {
      const { count, window_start: since } = await countAttempt(db, keys.address(address), RESET_LIMIT_WINDOW_MS, 'window_start', clock.now());
      if (count > RESET_REQUESTS_PER_ADDRESS) return Math.max(1, Math.ceil((since + RESET_LIMIT_WINDOW_MS - clock.now()) / 1000));
      background.run('a password reset mail', () => mailIfKnown(typedUsername, log), log);
      return 0;
    },

    send,

    async reset(code, password, confirmation) {
      const rule = passwordProblem(password, confirmation);
      if (rule !== undefined) return { kind: 'refused', rule };
      const row = await db.selectFrom('password_resets').selectAll().where('code_hash', '=', hashCode(code)).executeTakeFirst();
      if (!row || row.used_at !== null || row.expires_at <= clock.now()) return { kind: 'expired' };
      // Hashed outside the transaction so it holds no lock while argon2 works.
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx): Promise<ResetOutcome> => {
        const now = clock.now();
        // Conditional, so that of two resets with one code only one goes through.
        const spent = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) return { kind: 'expired' };
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute();
        // Whoever knew the old password is signed out everywhere.
        await endUserSessions(trx, row.user_id, now);
        return { kind: 'done' };
      });
    },
  };
}

/** Deletes the reset codes that can no longer be used; answers how many. */
export async function prunePasswordResets(db: Kysely<Database>, now: number): Promise<number> {
  const deleted = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
