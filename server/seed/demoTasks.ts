import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

const DAY = 24 * 60 * 60 * 1000;

/** The apps a task may belong to: the system's own have none. */
const SYSTEM_CATEGORY = 'system';

interface DemoTask {
  /** Whether the user is the task's assignee or follows the colleague's. */
  role: 'assignee' | 'follower';
  name: string | null;
  status: string;
  /** Days from the seed's time (negative: past). */
  endInDays: number;
  /** The user's own snooze, days from the seed's time. */
  snoozedForDays?: number;
  comments?: readonly string[];
}

// Every colour, a status the panel shows blue, past end dates, snoozes, comments, a name with
// quotes and one with none: what the priorities panel must show, for each user in each account.
const DEMO_TASKS: readonly DemoTask[] = [
  { role: 'assignee', name: "Approve the 'Q1 budget'", status: 'RED', endInDays: -3, comments: ['The numbers are in the shared folder.', 'Finance needs it by Friday.'] },
  { role: 'assignee', name: 'Call back the supplier', status: 'RED', endInDays: 1 },
  { role: 'assignee', name: 'Review the purchase order', status: 'YELLOW', endInDays: 2, comments: ['Two lines are priced twice.'] },
  { role: 'assignee', name: 'Update the risk register', status: 'YELLOW', endInDays: -1 },
  { role: 'assignee', name: 'Prepare the onboarding pack', status: 'GREEN', endInDays: 7 },
  { role: 'assignee', name: "Archive last year's contracts", status: 'GREEN', endInDays: -2 },
  { role: 'assignee', name: 'Plan the team offsite', status: 'GREEN', endInDays: 14, snoozedForDays: 3 },
  { role: 'assignee', name: null, status: 'GREY', endInDays: 5 },
  { role: 'assignee', name: '"Quarterly report" sign-off', status: 'ON HOLD', endInDays: 10 },
  { role: 'follower', name: 'Chase the overdue invoice', status: 'RED', endInDays: -5, comments: ['Reminder sent on Monday.'] },
  { role: 'follower', name: 'Check the delivery schedule', status: 'YELLOW', endInDays: 3 },
  { role: 'follower', name: "Review the new hire's first week", status: 'GREEN', endInDays: 6 },
  { role: 'follower', name: 'Renew the office lease', status: 'GREEN', endInDays: 30, snoozedForDays: 5 },
  { role: 'follower', name: 'Draft the newsletter', status: 'NEW', endInDays: 4 },
];

/** Who a user's follow-ups are assigned to in an account; null: nobody (a test user's stay its own). */
export type ColleagueIn = (accountId: string) => string | null;

/**
 * Gives the user the demo's tasks in each of their accounts, spread over their apps there (the
 * system's apps aside): their assignments, followed by the colleague, and the colleague's tasks
 * they follow. An account where they have no such app gets none.
 */
export async function seedUserTasks(db: Kysely<Database>, userId: string, now: number, colleagueIn: ColleagueIn = () => null): Promise<void> {
  const apps = await db
    .selectFrom('account_member_apps as m')
    .innerJoin('apps as a', 'a.id', 'm.app_id')
    .select(['m.account_id', 'a.name'])
    .where('m.user_id', '=', userId)
    .where('a.category', '<>', SYSTEM_CATEGORY)
    .orderBy('m.account_id')
    .orderBy('a.name')
    .execute();
  const appsByAccount = new Map<string, string[]>();
  for (const { account_id, name } of apps) appsByAccount.set(account_id, [...(appsByAccount.get(account_id) ?? []), name]);

  for (const [accountId, names] of appsByAccount) {
    const colleague = colleagueIn(accountId);
    const tasks = DEMO_TASKS.map((task, index) => ({ ...task, id: randomUUID(), app: names[index % names.length] ?? '' }));
    await db
      .insertInto('tasks')
      .values(
        tasks.map((task) => ({
          id: task.id,
          account_id: accountId,
          app_name: task.app,
          file_id: null,
          task_name: task.name,
          ryg_status: task.status,
          end_date: now + task.endInDays * DAY,
          assignee_id: task.role === 'assignee' ? userId : colleague,
          created_at: now,
        })),
      )
      .execute();
    const followers = tasks.flatMap((task) => {
      const follower = task.role === 'follower' ? userId : colleague;
      return follower === null ? [] : [{ task_id: task.id, user_id: follower }];
    });
    if (followers.length > 0) await db.insertInto('task_followers').values(followers).execute();
    const snoozes = tasks.flatMap((task) => (task.snoozedForDays === undefined ? [] : [{ task_id: task.id, user_id: userId, snoozed_till: now + task.snoozedForDays * DAY }]));
    if (snoozes.length > 0) await db.insertInto('task_snoozes').values(snoozes).execute();
    const comments = tasks.flatMap((task) =>
      (task.comments ?? []).map((text, index) => ({
        id: randomUUID(),
        task_id: task.id,
        // Alternately the colleague's and the user's, an hour apart, the newest an hour ago.
        author_id: index % 2 === 0 ? (colleague ?? userId) : userId,
        text,
        created_at: now - ((task.comments?.length ?? 0) - index) * (DAY / 24),
      })),
    );
    if (comments.length > 0) await db.insertInto('task_comments').values(comments).execute();
  }
}

/** The demo's tasks for every demo user: each account's members follow one another's. */
export async function seedDemoTasks(db: Kysely<Database>, now: number): Promise<void> {
  const members = await db
    .selectFrom('account_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.account_id', 'm.user_id', 'u.username'])
    .orderBy('u.username')
    .execute();
  for (const userId of new Set(members.map((member) => member.user_id))) {
    await seedUserTasks(db, userId, now, (accountId) => members.find((member) => member.account_id === accountId && member.user_id !== userId)?.user_id ?? null);
  }
}
