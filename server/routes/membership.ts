import { MESSAGES } from '../contract';
import { HttpError, requireBearer, sessionOf, type App, type Authenticator } from '../http';

/** Whether the user still belongs to the account their token names. */
export type IsMember = (userId: string, accountId: string) => Promise<boolean>;

/**
 * Every route of `scope` wants a bearer token of a user who still belongs to the token's account;
 * a token of an account the user has left answers as an expired session, as the VFS does.
 */
export function requireMembership(scope: App, authenticator: Authenticator, isMember: IsMember): void {
  scope.addHook('onRequest', requireBearer(authenticator));
  scope.addHook('preHandler', async (request) => {
    const { userId, accountId } = sessionOf(request);
    if (!(await isMember(userId, accountId))) throw new HttpError(401, MESSAGES.sessionExpired);
  });
}
