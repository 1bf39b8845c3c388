import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Clock } from '../clock';
import {
  RYG_COLOURS,
  TASK_MESSAGES,
  type RygCount,
  type RygFilter,
  type Task,
  type TaskComment,
  type TaskGroup,
  type TaskList,
  type TaskListType,
  type TaskPerson,
} from '../contract';
import type { Database } from '../db';
import { colourOf, snoozeDateRefusal, snoozeRefusal } from './rules';

/** Whose lists: the user in the account their token names. */
export interface TaskViewer {
  userId: string;
  accountId: string;
}

export interface TaskPage {
  type: TaskListType;
  take: number;
  skip: number;
  colour?: RygFilter;
}

/** An action's outcome: done, a task the viewer may not see (told as none), or refused and why. */
export type TaskOutcome<T> = { kind: 'done'; value: T } | { kind: 'not-found' } | { kind: 'refused'; status: 400 | 409; message: string };

export interface Tasks {
  list(viewer: TaskViewer, page: TaskPage): Promise<TaskList>;
  /** Snoozes till `until`, or with `extend` moves the running snooze later. */
  snooze(viewer: TaskViewer, taskId: string, until: number, extend: boolean): Promise<TaskOutcome<Task>>;
  unsnooze(viewer: TaskViewer, taskId: string): Promise<TaskOutcome<Task>>;
  comments(viewer: TaskViewer, taskId: string): Promise<TaskOutcome<TaskComment[]>>;
  addComment(viewer: TaskViewer, taskId: string, text: string): Promise<TaskOutcome<TaskComment>>;
}

type Db = Kysely<Database>;

export function createTasks(db: Db, clock: Clock): Tasks {
  /** The viewer's tasks in their account: where they are the assignee or a follower, with their snooze. */
  function visible(viewer: TaskViewer) {
    return db
      .selectFrom('tasks as t')
      .leftJoin('task_snoozes as s', (join) => join.onRef('s.task_id', '=', 't.id').on('s.user_id', '=', viewer.userId))
      .where('t.account_id', '=', viewer.accountId);
  }

  function ofType(viewer: TaskViewer, type: TaskListType, now: number) {
    const base = visible(viewer);
    if (type === 'snoozed') return base.where('s.snoozed_till', '>', now).where((eb) => involves(eb, viewer.userId));
    const awake = base.where((eb) => eb.or([eb('s.snoozed_till', 'is', null), eb('s.snoozed_till', '<=', now)]));
    return type === 'assignments' ? awake.where('t.assignee_id', '=', viewer.userId) : awake.where((eb) => followedBy(eb, viewer.userId));
  }

  async function find(viewer: TaskViewer, taskId: string) {
    return visible(viewer)
      .select(['t.id', 't.ryg_status', 't.end_date', 's.snoozed_till'])
      .where('t.id', '=', taskId.toLowerCase())
      .where((eb) => involves(eb, viewer.userId))
      .executeTakeFirst();
  }

  /** The tasks with these ids as the wire shows them, in the order given. */
  async function present(viewer: TaskViewer, ids: readonly string[], now: number): Promise<Task[]> {
    if (ids.length === 0) return [];
    const [rows, followers] = await Promise.all([
      visible(viewer)
        .leftJoin('apps as a', 'a.name', 't.app_name')
        .leftJoin('users as u', 'u.id', 't.assignee_id')
        .select((eb) => [
          't.id',
          't.app_name',
          'a.title',
          't.file_id',
          't.task_name',
          't.ryg_status',
          't.end_date',
          's.snoozed_till',
          't.assignee_id',
          'u.firstname',
          'u.lastname',
          eb.selectFrom('task_comments as c').select((c) => c.fn.countAll().as('n')).whereRef('c.task_id', '=', 't.id').as('comment_count'),
        ])
        .where('t.id', 'in', ids)
        .execute(),
      db
        .selectFrom('task_followers as f')
        .innerJoin('users as u', 'u.id', 'f.user_id')
        .select(['f.task_id', 'u.id', 'u.firstname', 'u.lastname'])
        .where('f.task_id', 'in', ids)
        .orderBy('u.firstname')
        .orderBy('u.lastname')
        .execute(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const snoozed = row.snoozed_till !== null && row.snoozed_till > now ? row.snoozed_till : null;
      return [
        {
          uuid: row.id,
          appName: row.app_name,
          app_title: row.title ?? row.app_name,
          fileId: row.file_id,
          task_name: row.task_name,
          rygStatus: row.ryg_status,
          end_date: new Date(row.end_date).toISOString(),
          snoozed_till: snoozed === null ? null : new Date(snoozed).toISOString(),
          assignee: row.assignee_id === null ? null : person(row.assignee_id, row.firstname, row.lastname),
          followers: followers.filter((follower) => follower.task_id === id).map((follower) => person(follower.id, follower.firstname, follower.lastname)),
          comment_count: Number(row.comment_count ?? 0),
        },
      ];
    });
  }

  async function presentOne(viewer: TaskViewer, taskId: string): Promise<TaskOutcome<Task>> {
    const [task] = await present(viewer, [taskId.toLowerCase()], clock.now());
    return task ? { kind: 'done', value: task } : { kind: 'not-found' };
  }

  return {
    async list(viewer, page) {
      const now = clock.now();
      const list = ofType(viewer, page.type, now);
      // BLUE is every status but the three colours.
      const filtered =
        page.colour === undefined
          ? list
          : page.colour === 'BLUE'
            ? list.where('t.ryg_status', 'not in', RYG_COLOURS)
            : list.where('t.ryg_status', '=', page.colour);
      const [statuses, apps, pageIds] = await Promise.all([
        list.select((eb) => ['t.ryg_status', eb.fn.countAll().as('n')]).groupBy('t.ryg_status').execute(),
        filtered
          .leftJoin('apps as a', 'a.name', 't.app_name')
          .select((eb) => ['t.app_name', 'a.id as app_id', eb.fn.countAll().as('n')])
          .groupBy(['t.app_name', 'a.id'])
          .execute(),
        filtered.select('t.id').orderBy('t.end_date').orderBy('t.id').limit(page.take).offset(page.skip).execute(),
      ]);
      const ryg_count: RygCount = { red: 0, yellow: 0, green: 0, blue: 0 };
      for (const { ryg_status, n } of statuses) ryg_count[colourOf(ryg_status)] += Number(n);
      const tasks = await present(viewer, pageIds.map((row) => row.id), now);
      const data: TaskGroup[] = [];
      for (const task of tasks) {
        let group = data.find((candidate) => candidate.appName === task.appName);
        if (!group) {
          const app = apps.find((candidate) => candidate.app_name === task.appName);
          group = { appUuid: app?.app_id ?? '', appName: task.appName, count: Number(app?.n ?? 0), data: [] };
          data.push(group);
        }
        group.data.push(task);
      }
      const total = apps.reduce((sum, app) => sum + Number(app.n), 0);
      return { data, ryg_count, id: viewer.userId, total };
    },

    async snooze(viewer, taskId, until, extend) {
      const task = await find(viewer, taskId);
      if (!task) return { kind: 'not-found' };
      const now = clock.now();
      const running = task.snoozed_till !== null && task.snoozed_till > now ? task.snoozed_till : undefined;
      if (extend && running === undefined) return { kind: 'refused', status: 409, message: TASK_MESSAGES.extendNotSnoozed };
      if (!extend && running !== undefined) return { kind: 'refused', status: 409, message: TASK_MESSAGES.alreadySnoozed };
      const stateRefusal = snoozeRefusal(task, now);
      if (stateRefusal !== undefined) return { kind: 'refused', status: 409, message: stateRefusal };
      const dateRefusal = snoozeDateRefusal(until, task.end_date, now, running);
      if (dateRefusal !== undefined) return { kind: 'refused', status: 400, message: dateRefusal };
      await db
        .insertInto('task_snoozes')
        .values({ task_id: task.id, user_id: viewer.userId, snoozed_till: until })
        .onConflict((conflict) => conflict.columns(['task_id', 'user_id']).doUpdateSet({ snoozed_till: until }))
        .execute();
      return presentOne(viewer, task.id);
    },

    async unsnooze(viewer, taskId) {
      const task = await find(viewer, taskId);
      if (!task) return { kind: 'not-found' };
      if (task.snoozed_till === null || task.snoozed_till <= clock.now()) return { kind: 'refused', status: 409, message: TASK_MESSAGES.notSnoozed };
      await db.deleteFrom('task_snoozes').where('task_id', '=', task.id).where('user_id', '=', viewer.userId).execute();
      return presentOne(viewer, task.id);
    },

    async comments(viewer, taskId) {
      const task = await find(viewer, taskId);
      if (!task) return { kind: 'not-found' };
      const rows = await db
        .selectFrom('task_comments as c')
        .leftJoin('users as u', 'u.id', 'c.author_id')
        .select(['c.id', 'c.text', 'c.created_at', 'c.author_id', 'u.firstname', 'u.lastname'])
        .where('c.task_id', '=', task.id)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
      return { kind: 'done', value: rows.map((row) => comment(row.id, row.author_id, row.firstname, row.lastname, row.text, row.created_at)) };
    },

    async addComment(viewer, taskId, text) {
      const task = await find(viewer, taskId);
      if (!task) return { kind: 'not-found' };
      const id = randomUUID();
      const now = clock.now();
      await db.insertInto('task_comments').values({ id, task_id: task.id, author_id: viewer.userId, text, created_at: now }).execute();
      const author = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', viewer.userId).executeTakeFirst();
      return { kind: 'done', value: comment(id, viewer.userId, author?.firstname ?? null, author?.lastname ?? null, text, now) };
    },
  };
}

type TaskExpressions = ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>;

function followedBy(eb: TaskExpressions, userId: string) {
  return eb.exists(eb.selectFrom('task_followers as f').select('f.task_id').whereRef('f.task_id', '=', 't.id').where('f.user_id', '=', userId));
}

/** The user is the task's assignee or one of its followers: whom the task exists for. */
export function involves(eb: TaskExpressions, userId: string) {
  return eb.or([eb('t.assignee_id', '=', userId), followedBy(eb, userId)]);
}

function person(id: string, firstname: string | null, lastname: string | null): TaskPerson {
  return { id, name: `${firstname ?? ''} ${lastname ?? ''}`.trim() };
}

function comment(id: string, authorId: string | null, firstname: string | null, lastname: string | null, text: string, time: number): TaskComment {
  return { uuid: id, author: authorId === null ? null : person(authorId, firstname, lastname), text, time: new Date(time).toISOString() };
}
