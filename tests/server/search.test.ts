import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SearchHistoryAnswer, SearchResultsAnswer, type SearchResults } from '../../server/contract';
import type { App } from '../../server/http';
import { collectBuiltinManifest } from '../../server/packages';
import { bearer, describeOnPostgres, serverForFile, tokenInAccount, type TestServer } from './helpers';
import { newUser, ok } from './vfsHelpers';

const SEARCH_URL = '/api/v1/search';
const HISTORY_URL = '/api/user/updateusersearchitems';

type Running = TestServer & { dataDir: string };
type Headers = Record<string, string>;

function searchSuite(server: () => Running) {
  const app = (): App => server().app;

  async function user(like: 'demo' | 'ada' = 'demo') {
    const { jwt, username, password } = await newUser(app(), like);
    const me = ok<{ id: string }>(await app().inject({ url: '/api/user/me', headers: bearer(jwt) }));
    return { id: me.id, headers: bearer(jwt), username, password };
  }

  const query = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

  async function search(headers: Headers, fields: Record<string, string | number>): Promise<SearchResults> {
    const response = await app().inject({ url: `${SEARCH_URL}?${query(fields)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(SearchResultsAnswer, body), response.body).toBe(true);
    return body.data as SearchResults;
  }

  function refused(response: { statusCode: number; body: string; json: () => unknown }, status: number, message?: string | RegExp) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { status: string; message: string };
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.message).toBe(message);
    else if (message) expect(body.message).toMatch(message);
  }

  const save = (headers: Headers, payload: unknown) => app().inject({ method: 'POST', url: HISTORY_URL, headers, payload: payload as Record<string, unknown> });
  const historyOf = async (headers: Headers) => ok<{ search_history: string }>(await app().inject({ url: '/api/user/me', headers })).search_history;

  describe('updateusersearchitems', () => {
    it('keeps the recent searches newest first, without repeats, at most ten, and /api/user/me reads them back', async () => {
      const { headers } = await user();
      expect(await historyOf(headers)).toBe('');
      for (const term of ['budget', 'ada', '  Budget  ']) {
        const response = await save(headers, { search_history: term });
        expect(response.statusCode, response.body).toBe(200);
        expect(Value.Check(SearchHistoryAnswer, response.json())).toBe(true);
      }
      // A repeat (case aside) moves to the front in its newest form, trimmed.
      expect(await historyOf(headers)).toBe('Budget,ada');
      for (let index = 1; index <= 12; index += 1) await save(headers, { search_history: `term ${index}` });
      const terms = (await historyOf(headers)).split(',');
      expect(terms).toHaveLength(SEARCH_LIMITS.historySize);
      expect(terms[0]).toBe('term 12');
      expect(terms.at(-1)).toBe('term 3');
    });

    it('keeps a term with commas as one recent search: its commas become spaces', async () => {
      const { headers } = await user();
      ok(await save(headers, { search_history: 'Lovelace, Ada,,report' }));
      expect(await historyOf(headers)).toBe('Lovelace Ada report');
    });

    it('refuses what it cannot keep, naming it, and keeps the history as it was', async () => {
      const { headers } = await user();
      ok(await save(headers, { search_history: 'kept' }));
      refused(await save(headers, { search_history: '  ' }), 400, SEARCH_MESSAGES.blankHistory);
      refused(await save(headers, { search_history: ',,,' }), 400, SEARCH_MESSAGES.blankHistory);
      refused(await save(headers, { search_history: '' }), 400, /search_history/);
      refused(await save(headers, { search_history: 'x'.repeat(SEARCH_LIMITS.maxTermLength + 1) }), 400, /search_history/);
      refused(await save(headers, { search_history: 42 }), 400, /search_history/);
      refused(await save(headers, {}), 400, /search_history/);
      refused(await save(headers, { search_history: 'a', extra: 1 }), 400);
      expect(await historyOf(headers)).toBe('kept');
      expect((await app().inject({ method: 'POST', url: HISTORY_URL, payload: { search_history: 'x' } })).statusCode).toBe(401);
    });
  });

  describe('GET search', () => {
    it('finds the applications of the user’s menu by name or title, Apps being the default filter', async () => {
      const demo = await user();
      const found = await search(demo.headers, { q: 'NOT' });
      expect(found).toEqual({ filter: 'apps', items: [{ name: 'Notes', title: 'Notes', category: 'productivity' }], more: false });
      // Orders is a data-defined app of demo's profile; the Viewer that opens it is hidden.
      expect((await search(demo.headers, { q: 'order', filter: 'apps' })).items.map((item) => item).map((hit) => ('name' in hit ? hit.name : ''))).toEqual(['Orders']);
      expect((await search(demo.headers, { q: 'viewer', filter: 'apps' })).items).toEqual([]);
      // Ada has no Notes in her app list.
      const ada = await user('ada');
      expect((await search(ada.headers, { q: 'notes', filter: 'apps' })).items).toEqual([]);
    });

    it('finds members of the current account only, by name, designation or username, and pages them', async () => {
      const demo = await user();
      const byName = await search(demo.headers, { q: 'lovelace', filter: 'user' });
      assert(byName.filter === 'user');
      expect(byName.items.some((hit) => hit.username === 'ada' && hit.name === 'Ada Lovelace' && hit.designation === 'Analyst')).toBe(true);
      const byDesignation = await search(demo.headers, { q: 'ANALYST', filter: 'user' });
      expect(byDesignation.items.length).toBeGreaterThan(0);
      const mine = await search(demo.headers, { q: demo.username, filter: 'user' });
      expect(mine.items.map((hit) => ('username' in hit ? hit.username : ''))).toEqual([demo.username]);
      // Paging: one at a time, the second page after the first.
      const first = await search(demo.headers, { q: 'demo', filter: 'user', take: 1 });
      const second = await search(demo.headers, { q: 'demo', filter: 'user', take: 1, skip: 1 });
      expect(first.more).toBe(true);
      expect(first.items).toHaveLength(1);
      expect(second.items).toHaveLength(1);
      expect(second.items[0]).not.toEqual(first.items[0]);
      // In Globex, where Ada is not a member, she is not found.
      const profile = ok<{ accounts: { accountId: string; name: string }[] }>(await app().inject({ url: '/api/user/me/a+p+acc+ap+t', headers: demo.headers }));
      const globex = profile.accounts.find((account) => account.name === 'Globex');
      assert(globex);
      const inGlobex = bearer(await tokenInAccount(server(), demo.username, globex.accountId, demo.password));
      expect((await search(inGlobex, { q: 'lovelace', filter: 'user' })).items).toEqual([]);
    });

    it('finds files of the user’s mounts by name, not folders, and not another user’s', async () => {
      const demo = await user();
      const found = await search(demo.headers, { q: 'BUDGET', filter: 'attachment' });
      assert(found.filter === 'attachment');
      expect(found.items.map((entry) => entry.path)).toEqual(['home:/Documents/Budget 2026.csv']);
      expect((await search(demo.headers, { q: 'documents', filter: 'attachment' })).items).toEqual([]);
      // A name with a wildcard of the VFS's patterns is found by the character itself.
      ok(await app().inject({ method: 'POST', url: '/vfs/touch', headers: demo.headers, payload: { path: 'home:/Plan*B?.txt' } }));
      ok(await app().inject({ method: 'POST', url: '/vfs/touch', headers: demo.headers, payload: { path: 'home:/PlanXBY.txt' } }));
      const literal = await search(demo.headers, { q: 'plan*b?', filter: 'attachment' });
      expect(literal.items.map((entry) => ('path' in entry ? entry.path : ''))).toEqual(['home:/Plan*B?.txt']);
      const other = await user();
      expect((await search(other.headers, { q: 'plan', filter: 'attachment' })).items).toEqual([]);
    });

    it('finds comments on the user’s own tasks only, with the task they are on', async () => {
      const demo = await user();
      const other = await user();
      // Every test user has the demo's tasks of their own: each finds their own comment only.
      for (const someone of [demo, other]) {
        const found = await search(someone.headers, { q: 'friday', filter: 'comment' });
        assert(found.filter === 'comment');
        expect(found.items).toHaveLength(1);
        expect(found.items[0]).toMatchObject({ text: 'Finance needs it by Friday.', task: { task_name: "Approve the 'Q1 budget'" } });
        const list = ok<{ data: { data: { uuid: string }[] }[] }>(await app().inject({ url: '/api/v1/user/getusernotifications?take=100', headers: someone.headers }));
        expect(list.data.flatMap((group) => group.data.map((task) => task.uuid))).toContain(found.items[0]?.task.uuid);
      }
    });

    it('takes hostile terms as text: LIKE wildcards, quotes and SQL find only what holds them', async () => {
      const { headers } = await user();
      for (const filter of ['apps', 'user', 'attachment', 'comment']) {
        for (const q of ['%', '_', '\\', "'", '"', "' or '1'='1", "'; drop table users; --", '%_%', 'x'.repeat(SEARCH_LIMITS.maxTermLength)]) {
          expect((await search(headers, { q, filter })).items, `${filter}: ${q}`).toEqual([]);
        }
      }
      // The tables are all there: the users are still found.
      expect((await search(headers, { q: 'ada', filter: 'user' })).items.length).toBeGreaterThan(0);
      // A quote in a comment is found as a quote: "Two lines are priced twice." holds none, 'Q1' is in no comment.
      expect((await search(headers, { q: 'priced', filter: 'comment' })).items).toHaveLength(1);
    });

    it('refuses bad input with 400 naming it, and requests without a sign-in or a membership', async () => {
      const { headers, username, password } = await user('ada');
      const bad = async (fields: Record<string, string | number>, message?: string | RegExp) =>
        refused(await app().inject({ url: `${SEARCH_URL}?${query(fields)}`, headers }), 400, message);
      await bad({}, /q/);
      await bad({ q: '' }, /q/);
      await bad({ q: '   ' }, SEARCH_MESSAGES.blankTerm);
      await bad({ q: 'x'.repeat(SEARCH_LIMITS.maxTermLength + 1) }, /q/);
      await bad({ q: 'a', filter: 'files' }, /filter/);
      await bad({ q: 'a', filter: 'USER' }, /filter/);
      await bad({ q: 'a', take: 0 }, /take/);
      await bad({ q: 'a', take: SEARCH_LIMITS.maxTake + 1 }, /take/);
      await bad({ q: 'a', take: '2.5' }, 'querystring/take must be a whole number');
      await bad({ q: 'a', skip: '1e2' }, 'querystring/skip must be a whole number');
      await bad({ q: 'a', skip: -1 }, /skip/);
      await bad({ q: 'a', skip: SEARCH_LIMITS.maxOffset, take: 1 }, SEARCH_MESSAGES.pastOffset);
      await bad({ q: 'a', other: 1 });
      expect((await app().inject({ url: `${SEARCH_URL}?q=a` })).statusCode).toBe(401);
      // A token naming an account the user is not a member of (Ada is only in Acme).
      const demo = await user();
      const profile = ok<{ accounts: { accountId: string; name: string }[] }>(await app().inject({ url: '/api/user/me/a+p+acc+ap+t', headers: demo.headers }));
      const globex = profile.accounts.find((account) => account.name === 'Globex');
      assert(globex);
      const outsider = bearer(await tokenInAccount(server(), username, globex.accountId, password));
      refused(await app().inject({ url: `${SEARCH_URL}?q=a&filter=user`, headers: outsider }), 401);
      refused(await save(outsider, { search_history: 'a' }), 401);
    });
  });
}

// The built-in apps' manifest as build.mjs writes it: the Apps filter searches the catalog.
const manifestFile = path.join(os.tmpdir(), `atrium-search-manifest-${process.pid}.json`);
beforeAll(() => writeFile(manifestFile, JSON.stringify(collectBuiltinManifest(fileURLToPath(new URL('../..', import.meta.url))))));
afterAll(() => rm(manifestFile, { force: true }));

describe('search on SQLite', () => {
  searchSuite(serverForFile({ ATRIUM_TEST_MODE: '1', ATRIUM_BUILTIN_MANIFEST: manifestFile }));
});

describeOnPostgres('search', 'atrium_search', { ATRIUM_TEST_MODE: '1', ATRIUM_BUILTIN_MANIFEST: manifestFile }, searchSuite);
