import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { RYG_FILTERS, TASK_LIMITS, TASK_LIST_TYPES } from './taskLists';

export type { RygFilter, TaskListType } from './taskLists';

/** Texts of the task calls' refusals, word for word what the client shows. */
export const TASK_MESSAGES = {
  notFound: 'There is no such task among yours in this account',
  snoozeNotGreen: 'Only a GREEN task can be snoozed',
  snoozePastEnd: 'A task whose end date has passed cannot be snoozed',
  snoozeNotFuture: 'snoozed_till must be in the future',
  snoozeAfterEnd: "snoozed_till must not be after the task's end date",
  snoozeInvalidDate: 'snoozed_till must be an ISO 8601 date, such as 2026-03-01 or 2026-03-01T09:00:00Z',
  alreadySnoozed: 'The task is snoozed already: extend the snooze instead',
  extendNotSnoozed: 'The task is not snoozed: there is no snooze to extend',
  extendNotLater: 'An extended snooze must end later than the current one',
  notSnoozed: 'The task is not snoozed',
  commentBlank: 'The comment is empty',
} as const;

/** GET (and POST) /api/v1/user/getusernotifications?type=&take=&skip= */
export const TaskListQuery = Type.Object(
  {
    type: Type.Optional(Type.Union(TASK_LIST_TYPES.map((type) => Type.Literal(type)))),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: TASK_LIMITS.maxTake })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: TASK_LIMITS.maxSkip })),
  },
  { additionalProperties: false },
);
export type TaskListQuery = Static<typeof TaskListQuery>;

/** The POST form's body: the colour chosen. */
export const TaskListBody = Type.Object({ ryg_status: Type.Union(RYG_FILTERS.map((colour) => Type.Literal(colour))) }, { additionalProperties: false });
export type TaskListBody = Static<typeof TaskListBody>;

/** A person on a task, enough for a row and for the profile card (GET /api/user/{id}/detail). */
export const TaskPerson = Type.Object({ id: Type.String(), name: Type.String() });
export type TaskPerson = Static<typeof TaskPerson>;

/**
 * A task (docs/features/tasks.md#calls). Dates are ISO 8601; task_name is as stored (null when
 * missing: the panel strips quotes and shows 'NA'); rygStatus as stored (anything but RED, YELLOW
 * or GREEN shows blue); snoozed_till is the asking user's own snooze, null when none is running.
 */
export const Task = Type.Object({
  uuid: Type.String(),
  appName: Type.String(),
  app_title: Type.String(),
  fileId: Type.Union([Type.String(), Type.Null()]),
  task_name: Type.Union([Type.String(), Type.Null()]),
  rygStatus: Type.String(),
  end_date: Type.String(),
  snoozed_till: Type.Union([Type.String(), Type.Null()]),
  assignee: Type.Union([TaskPerson, Type.Null()]),
  followers: Type.Array(TaskPerson),
  comment_count: Type.Integer(),
});
export type Task = Static<typeof Task>;

/** The tasks of one application on the page; count is all of the list's tasks in that app. */
export const TaskGroup = Type.Object({ appUuid: Type.String(), appName: Type.String(), count: Type.Integer(), data: Type.Array(Task) });
export type TaskGroup = Static<typeof TaskGroup>;

export const RygCount = Type.Object({ red: Type.Integer(), yellow: Type.Integer(), green: Type.Integer(), blue: Type.Integer() });
export type RygCount = Static<typeof RygCount>;

/**
 * The notification response (docs/features/tasks.md#calls): the page's groups, the list's colours
 * (whatever the colour filter), the user's id, and — beyond the spec, for paging — how many tasks
 * the filtered list holds.
 */
export const TaskList = Type.Object({ data: Type.Array(TaskGroup), ryg_count: RygCount, id: Type.String(), total: Type.Integer() });
export type TaskList = Static<typeof TaskList>;
export const TaskListAnswer = successOf(TaskList);

/** A task's id: a UUID, any case. */
export const TASK_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A task in a path. */
export const TaskParams = Type.Object({ id: Type.String({ pattern: TASK_ID_PATTERN }) });
export type TaskParams = Static<typeof TaskParams>;

/** POST /api/v1/task/{id}/snooze: until when; `extend` moves a running snooze later. */
export const SnoozeBody = Type.Object(
  {
    snoozed_till: Type.String({ minLength: 1, maxLength: TASK_LIMITS.maxDateLength }),
    extend: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export type SnoozeBody = Static<typeof SnoozeBody>;
export const TaskAnswer = successOf(Task);

export const TaskComment = Type.Object({ uuid: Type.String(), author: Type.Union([TaskPerson, Type.Null()]), text: Type.String(), time: Type.String() });
export type TaskComment = Static<typeof TaskComment>;
export const TaskCommentsAnswer = successOf(Type.Array(TaskComment));
export const TaskCommentAnswer = successOf(TaskComment);

/** POST /api/v1/task/{id}/comments */
export const CommentBody = Type.Object({ text: Type.String({ maxLength: TASK_LIMITS.maxCommentLength }) }, { additionalProperties: false });
export type CommentBody = Static<typeof CommentBody>;
