import type { FastifyRequest } from 'fastify';
import type { UserRateLimit } from '../auth';
import {
  CommentBodySchema,
  SnoozeBodySchema,
  TASK_LIMITS,
  TASK_MESSAGES,
  TaskAnswer,
  TaskCommentAnswer,
  TaskCommentsAnswer,
  TaskListAnswer,
  TaskListBodySchema,
  TaskListQuerySchema,
  TaskParamsSchema,
  type RygFilter,
  type TaskListQuery,
} from '../contract';
import { API_V1_BASE, HttpError, sessionOf, wholeNumbersIn, type App, type Authenticator } from '../http';
import { parseIsoDate, type TaskOutcome, type Tasks, type TaskViewer } from '../tasks';
import { requireMembership, type IsMember } from './membership';
import { limitPerUser, TASK_COMMENT_RATE } from './rateLimits';

export interface TaskRouteOptions {
  tasks: Tasks;
  authenticator: Authenticator;
  isMember: IsMember;
  rateLimit: UserRateLimit;
}

/**
 * The priorities panel's calls: the user's task lists (docs/features/tasks.md#calls getusernotifications,
 * the POST form carrying the colour chosen), snoozes, and comments. A task the user is neither the
 * assignee nor a follower of in their current account does not exist for them (404, never 403).
 */
export async function registerTaskRoutes(app: App, { tasks, authenticator, isMember, rateLimit }: TaskRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    requireMembership(scope, authenticator, isMember);

    const list = (request: FastifyRequest, query: TaskListQuery, colour?: RygFilter) =>
      tasks.list(viewerOf(request), {
        type: query.type ?? 'assignments',
        take: query.take ?? TASK_LIMITS.defaultTake,
        skip: query.skip ?? 0,
        ...(colour === undefined ? {} : { colour }),
      });

    scope.get(
      `${API_V1_BASE}/user/getusernotifications`,
      { schema: { querystring: TaskListQuerySchema, response: { 200: TaskListAnswer } }, preValidation: wholeNumbersIn(PAGING_FIELDS) },
      async (request) => ({ status: 'success' as const, data: await list(request, request.query) }),
    );

    scope.post(
      `${API_V1_BASE}/user/getusernotifications`,
      { schema: { querystring: TaskListQuerySchema, body: TaskListBodySchema, response: { 200: TaskListAnswer } }, preValidation: wholeNumbersIn(PAGING_FIELDS) },
      async (request) => ({ status: 'success' as const, data: await list(request, request.query, request.body.ryg_status) }),
    );

    scope.post(
      `${API_V1_BASE}/task/:id/snooze`,
      { schema: { params: TaskParamsSchema, body: SnoozeBodySchema, response: { 200: TaskAnswer } } },
      async (request) => {
        const until = parseIsoDate(request.body.snoozed_till);
        if (until === undefined) throw new HttpError(400, TASK_MESSAGES.snoozeInvalidDate);
        const extend = request.body.extend === true || request.body.extend === 'true';
        return { status: 'success' as const, data: settled(await tasks.snooze(viewerOf(request), request.params.id, until, extend)) };
      },
    );

    scope.post(`${API_V1_BASE}/task/:id/unsnooze`, { schema: { params: TaskParamsSchema, response: { 200: TaskAnswer } } }, async (request) => {
      return { status: 'success' as const, data: settled(await tasks.unsnooze(viewerOf(request), request.params.id)) };
    });

    scope.get(`${API_V1_BASE}/task/:id/comments`, { schema: { params: TaskParamsSchema, response: { 200: TaskCommentsAnswer } } }, async (request) => {
      return { status: 'success' as const, data: settled(await tasks.comments(viewerOf(request), request.params.id)) };
    });

    scope.post(
      `${API_V1_BASE}/task/:id/comments`,
      {
        schema: { params: TaskParamsSchema, body: CommentBodySchema, response: { 200: TaskCommentAnswer } },
        preHandler: limitPerUser(rateLimit, TASK_COMMENT_RATE, 'task comments'),
      },
      async (request) => {
        const text = request.body.text.trim();
        if (text === '') throw new HttpError(400, TASK_MESSAGES.commentBlank);
        return { status: 'success' as const, data: settled(await tasks.addComment(viewerOf(request), request.params.id, text)) };
      },
    );
    done();
  });
}

/** Before the schema, whose conversion reads '2.5' as 2 and '1e2' as 1. */
const PAGING_FIELDS = ['take', 'skip'] as const;

function viewerOf(request: FastifyRequest): TaskViewer {
  const { userId, accountId } = sessionOf(request);
  return { userId, accountId };
}

function settled<T>(outcome: TaskOutcome<T>): T {
  if (outcome.kind === 'not-found') throw new HttpError(404, TASK_MESSAGES.notFound);
  if (outcome.kind === 'refused') throw new HttpError(outcome.status, outcome.message);
  return outcome.value;
}
