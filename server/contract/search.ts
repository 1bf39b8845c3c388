import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { FileEntry } from './vfs';

/** The global search's filters (docs/features/search.md#the-global-search), as the panel sends them. */
export const SEARCH_FILTERS = ['apps', 'user', 'attachment', 'comment'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export const SEARCH_LIMITS = {
  /** A search term's characters: far beyond any name, short enough to keep a LIKE cheap. */
  maxTermLength: 100,
  /** Results of one page when `take` is not given. */
  defaultTake: 20,
  /** The longest page. */
  maxTake: 50,
  /**
   * Where paging stops: attachments come from the VFS's search, which answers its first results
   * only (at most its own limit of 1000), so skip + take may not pass this.
   */
  maxOffset: 1000,
  /** Recent searches kept in `search_history`, newest first. */
  historySize: 10,
} as const;

/** Texts of the search calls' refusals, word for word what the client shows. */
export const SEARCH_MESSAGES = {
  blankTerm: 'q must hold something other than spaces',
  pastOffset: `skip + take must not pass ${SEARCH_LIMITS.maxOffset}`,
  blankHistory: 'search_history must hold something other than spaces',
  historyBusy: 'The recent searches kept changing while this one was saved: try again',
} as const;

/** GET /api/v1/search?q=&filter=&take=&skip= */
export const SearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: SEARCH_LIMITS.maxTermLength }),
    filter: Type.Optional(Type.Union(SEARCH_FILTERS.map((filter) => Type.Literal(filter)))),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxTake })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxOffset })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** An application the user may run (the application menu's), matched by its name or a title. */
export const AppHit = Type.Object({ name: Type.String(), title: Type.String(), category: Type.String() });
export type AppHit = Static<typeof AppHit>;

/** A member of the current account: enough for a result row; the profile card asks for the rest. */
export const UserHit = Type.Object({ id: Type.String(), name: Type.String(), designation: Type.String(), username: Type.String(), icon: Type.String() });
export type UserHit = Static<typeof UserHit>;

/** A comment on a task the user is the assignee or a follower of, with what opens the task. */
export const CommentHit = Type.Object({
  uuid: Type.String(),
  text: Type.String(),
  time: Type.String(),
  author: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  task: Type.Object({
    uuid: Type.String(),
    task_name: Type.Union([Type.String(), Type.Null()]),
    appName: Type.String(),
    fileId: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type CommentHit = Static<typeof CommentHit>;

const page = <K extends SearchFilter, T extends ReturnType<typeof Type.Object>>(filter: K, item: T) =>
  Type.Object({
    filter: Type.Literal(filter),
    items: Type.Array(item),
    /** Whether a page after this one holds more. */
    more: Type.Boolean(),
  });

/** One page of results, of the kind the filter asked for. */
export const SearchResults = Type.Union([page('apps', AppHit), page('user', UserHit), page('attachment', FileEntry), page('comment', CommentHit)]);
export type SearchResults = Static<typeof SearchResults>;
export const SearchResultsAnswer = successOf(SearchResults);

/**
 * POST /api/user/updateusersearchitems: the term just searched. The server puts it first in the
 * user's `search_history` (GET /api/user/me), which the panel splits on commas.
 */
export const SearchHistoryBody = Type.Object(
  { search_history: Type.String({ minLength: 1, maxLength: SEARCH_LIMITS.maxTermLength }) },
  { additionalProperties: false },
);
export type SearchHistoryBody = Static<typeof SearchHistoryBody>;
export const SearchHistoryAnswer = successOf(Type.Object({ search_history: Type.String() }));
