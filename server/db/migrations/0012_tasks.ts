import type { Kysely, Migration } from 'kysely';

// Migrations are frozen history: they never import the current schema types.
export const tasks: Migration = {
  async up(db: Kysely<unknown>) {
    // A task of an application in an account (the panel's priorities): one assignee, followers
    // beside it. Deleting the account deletes its tasks; deleting a user leaves the task unassigned.
    await db.schema
      .createTable('tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text')
      .addColumn('task_name', 'text')
      .addColumn('ryg_status', 'text', (c) => c.notNull())
      .addColumn('end_date', 'bigint', (c) => c.notNull())
      .addColumn('assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tasks_assignee').on('tasks').columns(['assignee_id', 'account_id']).execute();
    await db.schema.createIndex('tasks_account').on('tasks').column('account_id').execute();

    await db.schema
      .createTable('task_followers')
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('task_followers_pk', ['task_id', 'user_id'])
      .execute();
    await db.schema.createIndex('task_followers_user').on('task_followers').column('user_id').execute();

    // A snooze is the user's own: the assignee's snooze hides the task from nobody else's list.
    await db.schema
      .createTable('task_snoozes')
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('snoozed_till', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_snoozes_pk', ['task_id', 'user_id'])
      .execute();
    await db.schema.createIndex('task_snoozes_user').on('task_snoozes').column('user_id').execute();

    await db.schema
      .createTable('task_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_comments_task').on('task_comments').columns(['task_id', 'created_at']).execute();
  },
};
