import type { FastifyRequest } from 'fastify';
import type { AccessClaims, Sessions } from '../auth';
import { MESSAGES } from '../contract';
import { HttpError } from './errors';

/** What the bearer check needs: the access token's worth, its sign-in included. */
export type Authenticator = Pick<Sessions, 'authenticate'>;

// Kept beside the request rather than decorated onto it: typed, and invisible to other code.
const sessions = new WeakMap<FastifyRequest, AccessClaims>();

/**
 * An onRequest hook that admits only requests with a valid bearer access token of a sign-in that
 * goes on. The messages steer the browser: 'Session Expired' logs out (no token, or its sign-in is
 * over), 'Token Invalid' refreshes and retries.
 */
export function requireBearer(authenticator: Authenticator) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization?.trim();
    if (!header) throw new HttpError(401, MESSAGES.sessionExpired);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const authentication = token === undefined ? undefined : await authenticator.authenticate(token);
    if (authentication?.state === 'ended') throw new HttpError(401, MESSAGES.sessionExpired);
    if (authentication?.state !== 'valid') throw new HttpError(401, MESSAGES.tokenInvalid);
    sessions.set(request, authentication.claims);
  };
}

/** The claims `requireBearer` admitted this request with. */
export function sessionOf(request: FastifyRequest): AccessClaims {
  const session = sessions.get(request);
  if (!session) throw new Error(`${request.url} is served without requireBearer`);
  return session;
}
