import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SearchHistoryAnswer,
  SearchHistoryBodySchema,
  SearchQuerySchema,
  SearchResultsAnswer,
} from '../contract';
import type { Database } from '../db';
import { API_BASE, API_V1_BASE, HttpError, requireBearer, sessionOf, wholeNumbersIn, type App, type Authenticator } from '../http';
import { historyTerm, historyWith, type GlobalSearch, type Searcher } from '../search';
import { isMember } from '../users';

export interface SearchRouteOptions {
  globalSearch: GlobalSearch;
  authenticator: Authenticator;
  db: Kysely<Database>;
}

/**
 * The global search's calls (docs/features/search.md#calls): the GlobalSearch app's search over
 * the current account, and updateusersearchitems, which keeps the user's recent searches.
 */
export async function registerSearchRoutes(app: App, { globalSearch, authenticator, db }: SearchRouteOptions): Promise<void> {
  /** The searcher of a request, while the user is still a member of the token's account. */
  async function searcherOf(request: FastifyRequest): Promise<Searcher> {
    const { userId, accountId } = sessionOf(request);
    if (!(await isMember(db, userId, accountId))) throw new HttpError(401, MESSAGES.sessionExpired);
    return { userId, accountId };
  }

  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    scope.get(
      `${API_V1_BASE}/search`,
      { schema: { querystring: SearchQuerySchema, response: { 200: SearchResultsAnswer } }, preValidation: wholeNumbersIn(['take', 'skip']) },
      async (request) => {
        const { q, filter = 'apps', take = SEARCH_LIMITS.defaultTake, skip = 0 } = request.query;
        const term = q.trim();
        if (term === '') throw new HttpError(400, SEARCH_MESSAGES.blankTerm);
        if (skip + take > SEARCH_LIMITS.maxOffset) throw new HttpError(400, SEARCH_MESSAGES.pastOffset);
        return { status: 'success' as const, data: await globalSearch.search(await searcherOf(request), { filter, term, take, skip }) };
      },
    );

    scope.post(
      `${API_BASE}/user/updateusersearchitems`,
      { schema: { body: SearchHistoryBodySchema, response: { 200: SearchHistoryAnswer } } },
      async (request) => {
        const { userId } = await searcherOf(request);
        if (historyTerm(request.body.search_history) === '') throw new HttpError(400, SEARCH_MESSAGES.blankHistory);
        return { status: 'success' as const, data: { search_history: await saveSearch(db, userId, request.body.search_history) } };
      },
    );
    done();
  });
}

/** Tries of a history update that another one overtook (another tab's search saved at once). */
const HISTORY_TRIES = 5;

/**
 * Puts `term` first in the user's history. The write holds only over the history it read, so two
 * searches saved at once both stay (SQLite has no SELECT … FOR UPDATE); an overtaken one reads again.
 */
async function saveSearch(db: Kysely<Database>, userId: string, term: string): Promise<string> {
  for (let attempt = 0; attempt < HISTORY_TRIES; attempt += 1) {
    const user = await db.selectFrom('users').select('search_history').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(401, MESSAGES.sessionExpired);
    const next = historyWith(user.search_history, term);
    const { numUpdatedRows } = await db
      .updateTable('users')
      .set({ search_history: next })
      .where('id', '=', userId)
      .where('search_history', '=', user.search_history)
      .executeTakeFirst();
    if (numUpdatedRows > 0n) return next;
  }
  throw new HttpError(409, SEARCH_MESSAGES.historyBusy);
}
