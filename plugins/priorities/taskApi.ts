import type { PluginHttp } from '../../sdk';
import type { RygFilter, Task, TaskComment, TaskList, TaskListType } from '../../server/contract';

/** A page of a list: its type, the page, and the colour chosen (none: every colour). */
export interface ListQuery {
  type: TaskListType;
  take: number;
  skip: number;
  colour: RygFilter | null;
}

/** The task calls (docs/features/tasks.md#calls), as the signed-in user. */
export interface TaskApi {
  /** A page of a list; with a colour, the POST form carrying it (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app). The server may answer without data. */
  list(query: ListQuery): Promise<Partial<TaskList> | null>;
  snooze(id: string, snoozedTill: string, extend: boolean): Promise<Task>;
  unsnooze(id: string): Promise<Task>;
  comments(id: string): Promise<TaskComment[]>;
  addComment(id: string, text: string): Promise<TaskComment>;
}

export function createTaskApi(http: PluginHttp): TaskApi {
  const task = (id: string, call: string) => `v1/task/${encodeURIComponent(id)}/${call}`;
  return {
    list({ type, take, skip, colour }) {
      const path = `v1/user/getusernotifications?${new URLSearchParams({ type, take: String(take), skip: String(skip) }).toString()}`;
      return colour === null ? http.request<Partial<TaskList> | null>('GET', path) : http.request<Partial<TaskList> | null>('POST', path, { ryg_status: colour });
    },
    snooze: (id, snoozedTill, extend) => http.request<Task>('POST', task(id, 'snooze'), { snoozed_till: snoozedTill, extend }),
    unsnooze: (id) => http.request<Task>('POST', task(id, 'unsnooze')),
    comments: (id) => http.request<TaskComment[]>('GET', task(id, 'comments')),
    addComment: (id, text) => http.request<TaskComment>('POST', task(id, 'comments'), { text }),
  };
}
