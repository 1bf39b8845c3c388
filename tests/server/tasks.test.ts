import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { assert, describe, expect, it } from 'vitest';
import {
  TASK_LIMITS,
  TASK_MESSAGES,
  TaskAnswer,
  TaskCommentAnswer,
  TaskCommentsAnswer,
  TaskListAnswer,
  type Task,
  type TaskComment,
  type TaskList,
} from '../../server/contract';
import type { App } from '../../server/http';
import { bearer, describeOnPostgres, login, serverForFile, tokenInAccount, type TestServer } from './helpers';
import { newUser, ok } from './vfsHelpers';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const LIST_URL = '/api/v1/user/getusernotifications';

type Running = TestServer & { dataDir: string };

/** A signed-in test user made like demo (Acme and Globex), with the demo's tasks of their own. */
async function user(app: App) {
  const { jwt, username, password } = await newUser(app);
  const me = ok<{ id: string }>(await app.inject({ url: '/api/user/me', headers: bearer(jwt) }));
  return { jwt, id: me.id, headers: bearer(jwt), username, password };
}

function taskSuite(server: () => Running) {
  const app = () => server().app;

  async function list(headers: Record<string, string>, query = '', colour?: string): Promise<TaskList> {
    const response =
      colour === undefined
        ? await app().inject({ url: `${LIST_URL}${query}`, headers })
        : await app().inject({ method: 'POST', url: `${LIST_URL}${query}`, headers, payload: { ryg_status: colour } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(TaskListAnswer, body)).toBe(true);
    return body.data as TaskList;
  }

  const tasksOf = (answer: TaskList): Task[] => answer.data.flatMap((group) => group.data);

  async function taskNamed(headers: Record<string, string>, name: string, type = 'assignments'): Promise<Task> {
    const task = tasksOf(await list(headers, `?type=${type}&take=100`)).find((candidate) => candidate.task_name === name);
    assert(task, `no task '${name}' among the ${type}`);
    return task;
  }

  const snooze = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: `/api/v1/task/${id}/snooze`, headers, payload });

  function refused(response: { statusCode: number; body: string; json: () => unknown }, status: number, message: string | RegExp) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { status: string; message: string };
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }

  describe('GET getusernotifications', () => {
    it('answers the first five assignments in the spec’s shape: groups by app, every colour counted, the user’s id', async () => {
      const { headers, id } = await user(app());
      const answer = await list(headers);
      expect(answer.id).toBe(id);
      // Of the nine seeded assignments one is snoozed; GREY and ON HOLD count as blue.
      expect(answer.ryg_count).toEqual({ red: 2, yellow: 2, green: 2, blue: 2 });
      expect(answer.total).toBe(8);
      const tasks = tasksOf(answer);
      expect(tasks).toHaveLength(TASK_LIMITS.defaultTake);
      // Soonest end date first: the page holds the five soonest, the overdue ones among them.
      const soonest = tasksOf(await list(headers, '?take=100'))
        .sort((a, b) => Date.parse(a.end_date) - Date.parse(b.end_date))
        .slice(0, TASK_LIMITS.defaultTake);
      expect(tasks.map((task) => task.uuid).sort()).toEqual(soonest.map((task) => task.uuid).sort());
      expect(tasks.find((task) => task.rygStatus === 'RED' && Date.parse(task.end_date) < server().clock.now())).toMatchObject({ task_name: "Approve the 'Q1 budget'", rygStatus: 'RED', snoozed_till: null, comment_count: 2, followers: [] });
      expect(tasks.every((task) => task.assignee?.id === id)).toBe(true);
      for (const group of answer.data) {
        expect(group.appUuid).not.toBe('');
        expect(group.data.every((task) => task.appName === group.appName && task.app_title === group.appName)).toBe(true);
        expect(group.count).toBeGreaterThanOrEqual(group.data.length);
      }
      // A group's count is the whole list's in that app, not the page's.
      const all = await list(headers, '?take=100');
      for (const group of all.data) expect(group.count).toBe(group.data.length);
      expect(all.data.reduce((sum, group) => sum + group.count, 0)).toBe(8);
      // A system app has no tasks.
      expect(all.data.map((group) => group.appName)).not.toContain('Files');
    });

    it('pages through the list with take and skip, each task once, the counts the same on every page', async () => {
      const { headers } = await user(app());
      const all = tasksOf(await list(headers, '?take=100')).map((task) => task.uuid);
      expect(all).toHaveLength(8);
      const paged: string[] = [];
      for (let skip = 0; skip < 9; skip += 3) {
        const page = await list(headers, `?type=assignments&take=3&skip=${skip}`);
        expect(page.ryg_count).toEqual({ red: 2, yellow: 2, green: 2, blue: 2 });
        expect(page.total).toBe(8);
        paged.push(...tasksOf(page).map((task) => task.uuid));
      }
      expect(new Set(paged).size).toBe(8);
      expect(paged.sort()).toEqual(all.sort());
      const beyond = await list(headers, '?skip=50');
      expect(beyond.data).toEqual([]);
      expect(beyond.total).toBe(8);
    });

    it('lists follow-ups and the snoozed items as their own types', async () => {
      const { headers, id } = await user(app());
      const followups = await list(headers, '?type=followups&take=100');
      expect(followups.ryg_count).toEqual({ red: 1, yellow: 1, green: 1, blue: 1 });
      expect(tasksOf(followups).every((task) => task.followers.some((follower) => follower.id === id))).toBe(true);
      expect(tasksOf(followups).map((task) => task.task_name)).toContain('Chase the overdue invoice');

      const snoozed = await list(headers, '?type=snoozed&take=100');
      expect(snoozed.ryg_count).toEqual({ red: 0, yellow: 0, green: 2, blue: 0 });
      const names = tasksOf(snoozed).map((task) => task.task_name);
      expect(names.sort()).toEqual(['Plan the team offsite', 'Renew the office lease']);
      expect(tasksOf(snoozed).every((task) => task.snoozed_till !== null && Date.parse(task.snoozed_till) > server().clock.now())).toBe(true);
      // A task with no name comes as null, for the panel's 'NA'.
      expect(tasksOf(await list(headers, '?take=100')).some((task) => task.task_name === null && task.rygStatus === 'GREY')).toBe(true);
    });

    it('filters by the colour the POST form names, and counts the whole list still', async () => {
      const { headers } = await user(app());
      const red = await list(headers, '?take=100', 'RED');
      expect(tasksOf(red).map((task) => task.rygStatus)).toEqual(['RED', 'RED']);
      expect(red.total).toBe(2);
      expect(red.ryg_count).toEqual({ red: 2, yellow: 2, green: 2, blue: 2 });
      const blue = await list(headers, '?take=100', 'BLUE');
      expect(tasksOf(blue).map((task) => task.rygStatus).sort()).toEqual(['GREY', 'ON HOLD']);
      const green = await list(headers, '?type=followups&take=100', 'GREEN');
      expect(tasksOf(green).map((task) => task.task_name)).toEqual(["Review the new hire's first week"]);
      // As an HTML form too.
      const response = await app().inject({
        method: 'POST',
        url: LIST_URL,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'ryg_status=YELLOW',
      });
      expect(tasksOf(ok<TaskList>(response)).every((task) => task.rygStatus === 'YELLOW')).toBe(true);
    });

    it('shows the tasks of the account in the token only', async () => {
      const { headers, username, password } = await user(app());
      const acme = tasksOf(await list(headers, '?take=100'));
      expect(new Set(acme.map((task) => task.appName))).toEqual(new Set(['Dashboard', 'Notes', 'Orders', 'Priorities', 'Sandbox']));
      const profile = ok<{ accounts: { accountId: string; name: string }[] }>(await app().inject({ url: '/api/user/me/a+p+acc+ap+t', headers }));
      const globex = profile.accounts.find((account) => account.name === 'Globex');
      assert(globex);
      const inGlobex = bearer(await tokenInAccount(server(), username, globex.accountId, password));
      const there = tasksOf(await list(inGlobex, '?take=100'));
      expect(new Set(there.map((task) => task.appName))).toEqual(new Set(['Notes', 'Sandbox']));
      expect(there.map((task) => task.uuid)).not.toContain(acme[0]?.uuid);
      // An Acme task is nobody's in Globex.
      const acmeTask = acme[0];
      assert(acmeTask);
      refused(await app().inject({ url: `/api/v1/task/${acmeTask.uuid}/comments`, headers: inGlobex }), 404, TASK_MESSAGES.notFound);
    });

    it('refuses a request without a bearer token', async () => {
      expect((await app().inject({ url: LIST_URL })).statusCode).toBe(401);
    });
  });

  describe('snooze, extend and unsnooze', () => {
    const inDays = (days: number) => new Date(server().clock.now() + days * DAY).toISOString();

    it('snoozes a GREEN task whose end date is to come into the snoozed list, extends it, and unsnoozes it back', async () => {
      const { headers } = await user(app());
      const task = await taskNamed(headers, 'Prepare the onboarding pack');
      const snoozed = await snooze(headers, task.uuid, { snoozed_till: inDays(2) });
      expect(snoozed.statusCode, snoozed.body).toBe(200);
      expect(Value.Check(TaskAnswer, snoozed.json())).toBe(true);
      expect(snoozed.json().data).toMatchObject({ uuid: task.uuid, snoozed_till: inDays(2) });
      expect(tasksOf(await list(headers, '?take=100')).map((item) => item.uuid)).not.toContain(task.uuid);
      expect((await list(headers)).ryg_count.green).toBe(1);
      expect((await taskNamed(headers, 'Prepare the onboarding pack', 'snoozed')).snoozed_till).toBe(inDays(2));

      // Snoozed already: only an extension, and only to a later time.
      refused(await snooze(headers, task.uuid, { snoozed_till: inDays(3) }), 409, TASK_MESSAGES.alreadySnoozed);
      refused(await snooze(headers, task.uuid, { snoozed_till: inDays(1), extend: true }), 400, TASK_MESSAGES.extendNotLater);
      const extended = await snooze(headers, task.uuid, { snoozed_till: inDays(4), extend: 'true' });
      expect(extended.json().data.snoozed_till).toBe(inDays(4));

      const woken = await app().inject({ method: 'POST', url: `/api/v1/task/${task.uuid}/unsnooze`, headers });
      expect(woken.statusCode, woken.body).toBe(200);
      expect(woken.json().data.snoozed_till).toBeNull();
      expect(tasksOf(await list(headers, '?take=100')).map((item) => item.uuid)).toContain(task.uuid);
      refused(await app().inject({ method: 'POST', url: `/api/v1/task/${task.uuid}/unsnooze`, headers }), 409, TASK_MESSAGES.notSnoozed);
      refused(await snooze(headers, task.uuid, { snoozed_till: inDays(2), extend: true }), 409, TASK_MESSAGES.extendNotSnoozed);
    });

    it('wakes a snoozed task by itself when its time has come', async () => {
      const { headers } = await user(app());
      const task = await taskNamed(headers, "Review the new hire's first week", 'followups');
      expect((await snooze(headers, task.uuid, { snoozed_till: '2099-01-01', extend: false })).statusCode).toBe(400);
      const until = new Date(server().clock.now() + MINUTE).toISOString();
      expect((await snooze(headers, task.uuid, { snoozed_till: until })).statusCode).toBe(200);
      expect(tasksOf(await list(headers, '?type=followups&take=100')).map((item) => item.uuid)).not.toContain(task.uuid);
      // A minute: far within the token's life, and nothing another test of the file counts on.
      server().clock.advance(MINUTE + 1);
      expect(tasksOf(await list(headers, '?type=followups&take=100')).map((item) => item.uuid)).toContain(task.uuid);
      expect(tasksOf(await list(headers, '?type=snoozed&take=100')).map((item) => item.uuid)).not.toContain(task.uuid);
    });

    it('snoozes only GREEN tasks not past their end date, till a future time no later than the end date', async () => {
      const { headers } = await user(app());
      const red = await taskNamed(headers, 'Call back the supplier');
      refused(await snooze(headers, red.uuid, { snoozed_till: inDays(0.5) }), 409, TASK_MESSAGES.snoozeNotGreen);
      const blue = await taskNamed(headers, '"Quarterly report" sign-off');
      refused(await snooze(headers, blue.uuid, { snoozed_till: inDays(1) }), 409, TASK_MESSAGES.snoozeNotGreen);
      const past = await taskNamed(headers, "Archive last year's contracts");
      refused(await snooze(headers, past.uuid, { snoozed_till: inDays(1) }), 409, TASK_MESSAGES.snoozePastEnd);
      const green = await taskNamed(headers, 'Prepare the onboarding pack');
      refused(await snooze(headers, green.uuid, { snoozed_till: inDays(-1) }), 400, TASK_MESSAGES.snoozeNotFuture);
      refused(await snooze(headers, green.uuid, { snoozed_till: inDays(8) }), 400, TASK_MESSAGES.snoozeAfterEnd);
      for (const date of ['2026-02-30', '2026-13-01', 'tomorrow', '1 Jan 2027', '2027-01-01T25:00:00Z', "2027-01-01' OR '1'='1", '']) {
        const response = await snooze(headers, green.uuid, { snoozed_till: date });
        expect(response.statusCode, date).toBe(400);
        expect(response.json().message, date).toMatch(/snoozed_till/);
      }
      refused(await snooze(headers, green.uuid, { snoozed_till: 'x'.repeat(1000) }), 400, /snoozed_till/);
      refused(await snooze(headers, green.uuid, { until: inDays(1) }), 400, /until|snoozed_till/);
      refused(await snooze(headers, green.uuid, { snoozed_till: inDays(1), extend: 'yes' }), 400, /extend/);
      // Nothing was snoozed by any of it.
      expect((await list(headers, '?type=snoozed&take=100')).total).toBe(2);
    });

    it('keeps a snooze the user’s own: the colleague still sees the task', async () => {
      const demo = bearer((await login(app(), 'demo')).jwt);
      const ada = bearer((await login(app(), 'ada')).jwt);
      // ada's snoozed assignment, which demo follows.
      const hers = await taskNamed(ada, 'Plan the team offsite', 'snoozed');
      const followed = tasksOf(await list(demo, '?type=followups&take=100')).find((task) => task.uuid === hers.uuid);
      expect(followed).toMatchObject({ snoozed_till: null, assignee: { name: 'Ada Lovelace' } });
      expect(followed?.followers.map((follower) => follower.name)).toEqual(['Demo User']);
    });
  });

  describe('comments', () => {
    const commentsUrl = (id: string) => `/api/v1/task/${id}/comments`;

    it('lists a task’s comments oldest first and adds one, trimmed, by the user', async () => {
      const { headers, id } = await user(app());
      const task = await taskNamed(headers, "Approve the 'Q1 budget'");
      const listed = await app().inject({ url: commentsUrl(task.uuid), headers });
      expect(Value.Check(TaskCommentsAnswer, listed.json())).toBe(true);
      const comments: TaskComment[] = listed.json().data;
      expect(comments.map((comment) => comment.text)).toEqual(['The numbers are in the shared folder.', 'Finance needs it by Friday.']);
      expect(Date.parse(comments[0]?.time ?? '')).toBeLessThan(Date.parse(comments[1]?.time ?? ''));

      const text = "Done; see '; DROP TABLE tasks; -- in the notes";
      const added = await app().inject({ method: 'POST', url: commentsUrl(task.uuid), headers, payload: { text: `  ${text}\n` } });
      expect(added.statusCode, added.body).toBe(200);
      expect(Value.Check(TaskCommentAnswer, added.json())).toBe(true);
      expect(added.json().data).toMatchObject({ text, author: { id }, time: new Date(server().clock.now()).toISOString() });
      const after: TaskComment[] = ok(await app().inject({ url: commentsUrl(task.uuid), headers }));
      expect(after.map((comment) => comment.text)).toEqual([...comments.map((comment) => comment.text), text]);
      expect((await taskNamed(headers, "Approve the 'Q1 budget'")).comment_count).toBe(3);

      const longest = 'é'.repeat(TASK_LIMITS.maxCommentLength);
      expect((await app().inject({ method: 'POST', url: commentsUrl(task.uuid), headers, payload: { text: longest } })).statusCode).toBe(200);
    });

    it('refuses an empty, a blank, an over-long or a misnamed comment, adding nothing', async () => {
      const { headers } = await user(app());
      const task = await taskNamed(headers, 'Call back the supplier');
      const post = (payload: unknown) => app().inject({ method: 'POST', url: commentsUrl(task.uuid), headers, payload: payload as object });
      refused(await post({ text: '' }), 400, TASK_MESSAGES.commentBlank);
      refused(await post({ text: ' \n\t ' }), 400, TASK_MESSAGES.commentBlank);
      refused(await post({ text: 'x'.repeat(TASK_LIMITS.maxCommentLength + 1) }), 400, /text.*2000/);
      refused(await post({ comment: 'hello' }), 400, /text|comment/);
      refused(await post({ text: 42 }), 400, /text/);
      expect(ok<TaskComment[]>(await app().inject({ url: commentsUrl(task.uuid), headers }))).toEqual([]);
    });
  });

  describe('another user’s task', () => {
    it('is not found, whatever is asked of it, and stays as it was', async () => {
      const owner = await user(app());
      const other = await user(app());
      const task = await taskNamed(owner.headers, 'Prepare the onboarding pack');
      const asOther = [
        snooze(other.headers, task.uuid, { snoozed_till: new Date(server().clock.now() + DAY).toISOString() }),
        app().inject({ method: 'POST', url: `/api/v1/task/${task.uuid}/unsnooze`, headers: other.headers }),
        app().inject({ url: `/api/v1/task/${task.uuid}/comments`, headers: other.headers }),
        app().inject({ method: 'POST', url: `/api/v1/task/${task.uuid}/comments`, headers: other.headers, payload: { text: 'mine now' } }),
      ];
      for (const response of await Promise.all(asOther)) refused(response, 404, TASK_MESSAGES.notFound);
      // An id that is no task's answers the same.
      refused(await app().inject({ url: `/api/v1/task/${randomUUID()}/comments`, headers: owner.headers }), 404, TASK_MESSAGES.notFound);
      expect(await taskNamed(owner.headers, 'Prepare the onboarding pack')).toEqual(task);
      expect(tasksOf(await list(other.headers, '?take=100')).map((item) => item.uuid)).not.toContain(task.uuid);
    });
  });

  describe('hostile input', () => {
    it('refuses bad paging, types and colours with a message naming the field', async () => {
      const { headers } = await user(app());
      const cases: [string, RegExp][] = [
        ['?take=100000', /take/],
        ['?take=0', /take/],
        ['?take=-5', /take/],
        ['?take=2.5', /take/],
        ['?take=1e2', /take/],
        ['?skip=%201', /skip/],
        ['?take=abc', /take/],
        ['?skip=-1', /skip/],
        ['?skip=99999999999', /skip/],
        ['?type=everything', /type/],
        ['?type=assignments%27%20OR%201%3D1--', /type/],
        ['?limit=5', /limit/],
      ];
      for (const [query, message] of cases) refused(await app().inject({ url: `${LIST_URL}${query}`, headers }), 400, message);
      for (const colour of ['red', 'PURPLE', "RED' OR '1'='1", '']) {
        const response = await app().inject({ method: 'POST', url: LIST_URL, headers, payload: { ryg_status: colour } });
        refused(response, 400, /ryg_status/);
      }
      refused(await app().inject({ method: 'POST', url: LIST_URL, headers, payload: {} }), 400, /ryg_status/);
      refused(await app().inject({ url: `${LIST_URL}?take=${TASK_LIMITS.maxTake + 1}`, headers }), 400, /take/);
      expect((await list(headers, `?take=${TASK_LIMITS.maxTake}&skip=${TASK_LIMITS.maxSkip}`)).data).toEqual([]);
    });

    it('answers as an expired session once the user has left the token’s account', async () => {
      const { headers, id } = await user(app());
      const task = await taskNamed(headers, 'Prepare the onboarding pack');
      const { accountId } = (await server().db.selectFrom('account_members').select('account_id as accountId').where('user_id', '=', id).where('is_default', '=', 1).executeTakeFirstOrThrow());
      await server().db.deleteFrom('account_members').where('user_id', '=', id).where('account_id', '=', accountId).execute();
      refused(await app().inject({ url: LIST_URL, headers }), 401, 'Session Expired');
      refused(await app().inject({ url: `/api/v1/task/${task.uuid}/comments`, headers }), 401, 'Session Expired');
    });

    it('refuses a task id that is no UUID before looking for it', async () => {
      const { headers } = await user(app());
      for (const id of ["1' OR '1'='1", 'not-a-uuid', `${randomUUID()}x`, '%00']) {
        refused(await app().inject({ url: `/api/v1/task/${encodeURIComponent(id)}/comments`, headers }), 400, /params\/id/);
      }
      // The tables are all still there.
      expect((await list(headers)).total).toBe(8);
    });
  });
}

describe('tasks on SQLite', () => {
  taskSuite(serverForFile({ ATRIUM_TEST_MODE: '1' }));
});

describeOnPostgres('tasks', 'atrium_tasks', { ATRIUM_TEST_MODE: '1' }, taskSuite);
