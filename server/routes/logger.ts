import { LoggerBodySchema, MessageAnswer } from '../contract';
import { API_V1_BASE, requireBearer, sessionOf, type App, type Authenticator } from '../http';

export interface LoggerRouteOptions {
  authenticator: Authenticator;
}

/** POST /api/v1/logger: a line from the signed-in user's browser into the server's log, at its level. */
export async function registerLoggerRoute(app: App, { authenticator }: LoggerRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));
    scope.post(`${API_V1_BASE}/logger`, { schema: { body: LoggerBodySchema, response: { 200: MessageAnswer } } }, (request) => {
      const { userId, accountId, username } = sessionOf(request);
      request.log[request.body.level]({ source: 'browser', userId, accountId, username }, request.body.message);
      return { status: 'success' as const, message: 'Logged' };
    });
    done();
  });
}
