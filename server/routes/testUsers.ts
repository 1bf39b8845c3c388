import { TestUserAnswer, TestUserBodySchema } from '../contract';
import { API_BASE, HttpError, type App } from '../http';
import type { TestUsers } from '../users';

export interface TestRouteOptions {
  testUsers: TestUsers;
}

/**
 * Routes for the browser tests, registered only when the server runs in test mode (never in
 * production: the configuration refuses test mode there). Anyone who can reach them can make
 * users, which is what a test server is for and what no other server may allow.
 */
export async function registerTestRoutes(app: App, { testUsers }: TestRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {

    scope.post(`${API_BASE}/test/users`, { schema: { body: TestUserBodySchema, response: { 200: TestUserAnswer } } }, async (request) => {
      const like = request.body.like ?? 'demo';
      const credentials = await testUsers.create(like, { accountPreferences: request.body.accountPreferences, home: request.body.home });
      if (!credentials) throw new HttpError(409, `There is no user '${like}' to copy: the demo organisation was not seeded`);
      return { status: 'success' as const, data: credentials };
    });
    done();
  });
}
