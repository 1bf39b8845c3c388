import type { FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../auth';
import { MESSAGES } from '../contract';
import { HttpError } from './errors';

// Kept beside the request rather than decorated onto it: typed, and invisible to other code.
const sessions = new WeakMap<FastifyRequest, AccessClaims>();

/**
 * An onRequest hook that admits only requests with a valid bearer access token. The messages
 * steer the browser: 'Session Expired' logs out, 'Token Invalid' refreshes and retries.
 */
export function requireBearer(accessTokens: AccessTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization?.trim();
    if (!header) throw new HttpError(401, MESSAGES.sessionExpired);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const inspection = token === undefined ? undefined : await accessTokens.inspect(token);
    if (inspection?.state !== 'valid') throw new HttpError(401, MESSAGES.tokenInvalid);
    sessions.set(request, inspection.claims);
  };
}

/** The claims `requireBearer` admitted this request with. */
export function sessionOf(request: FastifyRequest): AccessClaims {
  const session = sessions.get(request);
  if (!session) throw new Error(`${request.url} is served without requireBearer`);
  return session;
}
