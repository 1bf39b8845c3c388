import type { SearchFilter } from '../../server/contract';

/** The app's package name: the panel's global search launches it by this. */
export const GLOBAL_SEARCH_APP = 'GlobalSearch';

/** The filters in the order the panel and the app offer them (docs/features/search.md#the-global-search); the first is the default. */
export const SEARCH_FILTERS = ['apps', 'user', 'attachment', 'comment'] as const satisfies readonly SearchFilter[];
export const DEFAULT_FILTER: SearchFilter = 'apps';

/**
 * The special characters of docs/features/search.md#the-global-search: a term made of these alone (spaces aside) is
 * refused with 'The use of special characters is not allowed!'.
 */
export const SEARCH_SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;

/** Results of one page (the server allows up to 50). */
export const RESULTS_PAGE_SIZE = 20;

/** A search term's characters at most, as the server takes it (SEARCH_LIMITS.maxTermLength). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Where a comment whose task's application cannot be run opens its task (the task list's app). */
export const PRIORITIES_APP = 'Priorities';
