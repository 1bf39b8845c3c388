import type { SearchResults } from '../../server/contract';
import { definePlugin, useValue, type PluginContext } from '../../sdk';
import { GLOBAL_SEARCH_APP } from './constants';
import './globalsearch.css';
import { GlobalSearchView } from './GlobalSearchView';
import { openResult } from './openResult';
import { searchFromArgs, type SearchRequest } from './searchArgs';
import { createSearchStore } from './searchStore';
import { GLOBALSEARCH_STRINGS } from './strings';

export { DEFAULT_FILTER, GLOBAL_SEARCH_APP, SEARCH_FILTERS, SEARCH_SPECIAL_CHARACTERS, SEARCH_TERM_MAX_LENGTH } from './constants';
export type { SearchRequest } from './searchArgs';
export { GLOBALSEARCH_STRINGS } from './strings';
export { searchLaunchArgs } from './searchArgs';
export type { SearchTermProblem } from './searchTerm';
export { searchTermProblem } from './searchTerm';

/**
 * The GlobalSearch app (docs/features/search.md#the-global-search): the panel's magnifier launches it
 * with a term and a filter (searchLaunchArgs); it lists the results page by page and opens them.
 * A singleton: a second search from the panel reaches the running window as a page request.
 */
export const globalSearchApp = definePlugin({
  id: 'atrium.globalsearch.app',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(GLOBALSEARCH_STRINGS));
    ctx.apps.register({
      name: GLOBAL_SEARCH_APP,
      // A session keeps no args, and a search without its term has nothing to show.
      sessionable: false,
      launch(app) {
        const store = createSearchStore((request, skip, take) => fetchPage(ctx, request, skip, take), searchFromArgs(app.args));
        const window = app.openWindow({
          id: 'main',
          title: app.title,
          dimension: { width: 560, height: 460 },
          content: <SearchWindow ctx={ctx} store={store} onSearch={(request) => search(request)} />,
        });
        const search = (request: SearchRequest) => {
          window.setBreadcrumb([request.term]);
          void store.getState().search(request);
        };
        app.subscriptions.add(app.onDidRequestPage((page) => search(searchFromArgs(page))));
        const first = store.getState().request;
        if (first.term.trim() !== '') search(first);
      },
    });
  },
});

function SearchWindow({ ctx, store, onSearch }: { ctx: PluginContext; store: ReturnType<typeof createSearchStore>; onSearch: (request: SearchRequest) => void }) {
  const catalog = useValue(ctx.apps.catalog);
  return <GlobalSearchView store={store} catalog={catalog} onSearch={onSearch} onOpen={(hit, at) => openResult(ctx, hit, at)} />;
}

function fetchPage(ctx: PluginContext, { term, filter }: SearchRequest, skip: number, take: number): Promise<SearchResults> {
  const query = new URLSearchParams({ q: term, filter, take: String(take), skip: String(skip) });
  return ctx.http.request<SearchResults>('GET', `v1/search?${query.toString()}`);
}
