import type { UserRateLimit } from '../auth';
import { LoggerBodySchema, MessageAnswer } from '../contract';
import { API_V1_BASE, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import { limitPerUser, LOGGER_RATE } from './rateLimits';

export interface LoggerRouteOptions {
  authenticator: Authenticator;
  rateLimit: UserRateLimit;
}

/** POST /api/v1/logger: a line from the signed-in user's browser into the server's log, at its level. */
export async function registerLoggerRoute(app: App, { authenticator, rateLimit }: LoggerRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));
    scope.post(
      `${API_V1_BASE}/logger`,
      { schema: { body: LoggerBodySchema, response: { 200: MessageAnswer } }, preHandler: limitPerUser(rateLimit, LOGGER_RATE, 'log lines') },
      (request) => {
        const { userId, accountId, username } = sessionOf(request);
        request.log[request.body.level]({ source: 'browser', userId, accountId, username }, request.body.message);
        return { status: 'success' as const, message: 'Logged' };
      },
    );
    done();
  });
}
