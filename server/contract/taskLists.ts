// The priorities' lists, colours and limits, which the server's task calls check and the
// Priorities plugin shows and sends: one pure module with no imports, so the browser bundle takes
// it as it is and the plugin repeats none of it.

/**
 * The lists of the priorities panel (docs/features/tasks.md#calls): the user's assignments, the tasks
 * they follow, and what they snoozed of either ("My Snoozed Items").
 */
export const TASK_LIST_TYPES = ['assignments', 'followups', 'snoozed'] as const;
export type TaskListType = (typeof TASK_LIST_TYPES)[number];

/** The colour filter (the panel's colour focus); BLUE stands for any status other than the three. */
export const RYG_FILTERS = ['RED', 'YELLOW', 'GREEN', 'BLUE'] as const;
export type RygFilter = (typeof RYG_FILTERS)[number];

/** The status colours a task is stored with; any other status counts and filters as blue. */
export const RYG_COLOURS = ['RED', 'YELLOW', 'GREEN'] as const;

export const TASK_LIMITS = {
  /** The spec's page (docs/features/tasks.md#calls): take 5, skip 0. */
  defaultTake: 5,
  /** The Priorities app's longest page. */
  maxTake: 100,
  /** Far beyond any list; bounds the database's offset. */
  maxSkip: 1_000_000,
  /** A comment's characters, as the comments modal's text area allows. */
  maxCommentLength: 2000,
  /** An ISO 8601 date or date-time as the snooze modal sends it. */
  maxDateLength: 40,
} as const;
