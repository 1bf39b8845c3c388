import type { SearchFilter } from '../../server/contract';
import { DEFAULT_FILTER, SEARCH_FILTERS } from './constants';

/** A search the app shows: the term and the filter. */
export interface SearchRequest {
  term: string;
  filter: SearchFilter;
}

/**
 * The launch arguments of a search, as a page request: the filter is the page, the term its title
 * (the window's breadcrumb shows it). A running GlobalSearch (a singleton) gets a second search as
 * a page request, which carries only those fields.
 */
export function searchLaunchArgs({ term, filter }: SearchRequest): { page: SearchFilter; pageTitle: string } {
  return { page: filter, pageTitle: term };
}

/** The search launch arguments (or a page request) ask for; the default filter when they name none it knows. */
export function searchFromArgs(args: { readonly page?: unknown; readonly pageTitle?: unknown }): SearchRequest {
  const filter = SEARCH_FILTERS.find((candidate) => candidate === args.page) ?? DEFAULT_FILTER;
  return { term: typeof args.pageTitle === 'string' ? args.pageTitle : '', filter };
}
