import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db';
import type { Notifications } from '../notifications';
import { LINK_NOTIFICATION } from './constants';
import { linkedUser, type LinkedUser } from './linkedUser';
import type { VerifiedIdentity } from './verifyAccessToken';

export interface ExternalUserOptions {
  db: Kysely<Database>;
  notifications: Notifications;
  log: FastifyBaseLogger;
  clock: Clock;
  /** AUTH_PROVISION_ACCOUNT. */
  provisionAccount: string | undefined;
}

/**
 * linkedUser with a record of every change of who can sign in as whom: each new link is logged and
 * becomes a notification of the user (who then sees a sign-in method they did not add), and each
 * link refused for a user is logged, as it may be someone trying to take the account over.
 */
export function createExternalUsers({ db, notifications, log, clock, provisionAccount }: ExternalUserOptions): (identity: VerifiedIdentity) => Promise<LinkedUser> {
  return async (identity) => {
    const user = await linkedUser(db, identity, provisionAccount, clock.now());
    const about = { issuer: identity.issuer, subject: identity.subject, email: identity.email };
    if (user.kind === 'found' && user.linked) {
      log.warn({ ...about, userId: user.userId }, 'external identity linked to a user');
      await notifications.record(user.userId, { title: LINK_NOTIFICATION.title, message: `${LINK_NOTIFICATION.message} ${identity.issuer} (${identity.subject}).`, icon: '' });
    }
    if (user.kind === 'email-unverified') log.warn({ ...about, userId: user.userId }, 'external identity not linked: the provider has not verified its e-mail');
    if (user.kind === 'email-unverified-new') log.warn(about, 'external identity not provisioned: the provider has not verified its e-mail');
    if (user.kind === 'other-identity-linked') log.warn({ ...about, userId: user.userId }, 'external identity not linked: the user is linked to another identity of this provider');
    return user;
  };
}
