import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SearchResults } from '../../server/contract';
import { RESULTS_PAGE_SIZE } from './constants';
import type { SearchRequest } from './searchArgs';

/** What the window shows: the search asked for, its page of results, and how the asking went. */
export interface SearchState {
  request: SearchRequest;
  /** The first result's index on the page shown. */
  skip: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  results: SearchResults | null;
  /** Why the search failed, as the server or the network said it. */
  error: string;
}

export interface SearchActions {
  /** Searches anew from the first page. */
  search(request: SearchRequest): Promise<void>;
  /** The page after (1) or before (-1) the one shown. */
  turn(direction: 1 | -1): Promise<void>;
}

export type SearchStore = StoreApi<SearchState & SearchActions>;

/** Asks the server for a page: GET /api/v1/search (server/contract/search.ts). */
export type FetchPage = (request: SearchRequest, skip: number, take: number) => Promise<SearchResults>;

/** A window's search. An answer overtaken by a newer search or page is dropped, not shown. */
export function createSearchStore(fetchPage: FetchPage, first: SearchRequest): SearchStore {
  let asked = 0;
  return createStore<SearchState & SearchActions>()((set, get) => {
    async function load(request: SearchRequest, skip: number): Promise<void> {
      const ticket = ++asked;
      set({ request, skip, status: 'loading', error: '' });
      try {
        const results = await fetchPage(request, skip, RESULTS_PAGE_SIZE);
        if (ticket === asked) set({ status: 'ready', results });
      } catch (error) {
        if (ticket === asked) set({ status: 'failed', results: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return {
      request: first,
      skip: 0,
      status: 'idle',
      results: null,
      error: '',
      search: (request) => load(request, 0),
      turn(direction) {
        const { request, skip, results } = get();
        if (direction === 1 && results?.more !== true) return Promise.resolve();
        if (direction === -1 && skip === 0) return Promise.resolve();
        return load(request, Math.max(0, skip + direction * RESULTS_PAGE_SIZE));
      },
    };
  });
}
