import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { SETTINGS_VERSION, type Settings } from '../../server/contract';
import { bearer, type TestServer } from './helpers';
import { newUser } from './vfsHelpers';

/**
 * Settings rows as a test reads and writes them around the API (as an old server or a script
 * would), and the page's load and save, for the tests of what a stored row reads as.
 */
export function storedSettings(server: () => TestServer) {
  return {
    /** A user of the test's own whose row holds `stored`. */
    async userWithStored(stored: object) {
      const { jwt } = await newUser(server().app);
      const userId = decodeJwt(jwt).sub ?? '';
      await server()
        .db.insertInto('user_settings')
        .values({ user_id: userId, settings: JSON.stringify(stored), version: SETTINGS_VERSION, updated_at: 1 })
        .execute();
      return { headers: bearer(jwt), userId };
    },

    async load(headers: Record<string, string>): Promise<Settings> {
      const response = await server().app.inject({ url: '/settings', headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Settings;
    },

    async save(headers: Record<string, string>, doc: Settings): Promise<Settings> {
      const response = await server().app.inject({ method: 'POST', url: '/settings', headers, payload: doc });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Settings;
    },

    /** The user's row as stored: its JSON text and revision. */
    storedRow(userId: string) {
      return server().db.selectFrom('user_settings').select(['settings', 'revision']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    },
  };
}
