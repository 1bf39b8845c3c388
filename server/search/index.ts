export type { GlobalSearch, Searcher, SearchPage } from './globalSearch';
export { createGlobalSearch } from './globalSearch';
export { likeContains } from './likeContains';
export { historyTerm, historyTerms, historyWith } from './searchHistory';
