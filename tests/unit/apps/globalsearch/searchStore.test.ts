import { describe, expect, it } from 'vitest';
import { RESULTS_PAGE_SIZE } from '../../../../apps/globalsearch/constants';
import type { SearchRequest } from '../../../../apps/globalsearch/searchArgs';
import { createSearchStore, type FetchPage } from '../../../../apps/globalsearch/searchStore';
import type { SearchResults } from '../../../../server/contract';

/** A server whose answers the test hands out when it wants, in any order. */
function pending() {
  const asked: { request: SearchRequest; skip: number; resolve: (results: SearchResults) => void; reject: (error: Error) => void }[] = [];
  const fetchPage: FetchPage = (request, skip) => new Promise((resolve, reject) => asked.push({ request, skip, resolve, reject }));
  return { asked, fetchPage };
}

const page = (names: string[], more: boolean): SearchResults => ({ filter: 'apps', items: names.map((name) => ({ name, title: name, category: '' })), more });
const BUDGET: SearchRequest = { term: 'budget', filter: 'apps' };

describe('the GlobalSearch window’s search', () => {
  it('shows the newest search’s answer only, whichever answer arrives last', async () => {
    const server = pending();
    const store = createSearchStore(server.fetchPage, BUDGET);
    const older = store.getState().search(BUDGET);
    const newer = store.getState().search({ term: 'notes', filter: 'apps' });
    expect(store.getState()).toMatchObject({ status: 'loading', request: { term: 'notes' } });
    server.asked[1]?.resolve(page(['Notes'], false));
    server.asked[0]?.resolve(page(['Budget'], false));
    await Promise.all([older, newer]);
    expect(store.getState()).toMatchObject({ status: 'ready', results: page(['Notes'], false) });
  });

  it('turns pages only where there is one, and a failure shows the server’s words', async () => {
    const server = pending();
    const store = createSearchStore(server.fetchPage, BUDGET);
    const first = store.getState().search(BUDGET);
    server.asked[0]?.resolve(page(['A'], true));
    await first;
    await store.getState().turn(-1);
    expect(server.asked).toHaveLength(1);
    const next = store.getState().turn(1);
    expect(server.asked[1]?.skip).toBe(RESULTS_PAGE_SIZE);
    server.asked[1]?.resolve(page(['B'], false));
    await next;
    expect(store.getState()).toMatchObject({ skip: RESULTS_PAGE_SIZE, status: 'ready' });
    await store.getState().turn(1);
    expect(server.asked).toHaveLength(2);
    const back = store.getState().turn(-1);
    expect(server.asked[2]?.skip).toBe(0);
    server.asked[2]?.reject(new Error('An error occured while performing a request: q must hold something other than spaces'));
    await back;
    expect(store.getState()).toMatchObject({ status: 'failed', results: null, error: 'An error occured while performing a request: q must hold something other than spaces' });
  });
});
