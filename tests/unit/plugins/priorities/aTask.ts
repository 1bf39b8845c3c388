import type { Task } from '../../../../server/contract';

/** A GREEN task ending in the far future, with what a test gives. */
export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    appName: 'Notes',
    app_title: 'Notes',
    fileId: null,
    task_name: 'Write the plan',
    rygStatus: 'GREEN',
    end_date: '2099-01-01T00:00:00Z',
    snoozed_till: null,
    assignee: null,
    followers: [],
    comment_count: 0,
    ...overrides,
  };
}
