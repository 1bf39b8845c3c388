import type { Task, TaskPerson } from '../../server/contract';

/** Translates a key of the plugin's strings. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a task row's click and its buttons do; the panel and the app give their own. */
export interface TaskActions {
  /** The row itself: the task's app, with its file id and the task. */
  open: (task: Task) => void;
  /** The pencil: the task's app with edit=1. */
  edit: (task: Task) => void;
  /** The snooze modal; `extend` moves a running snooze (the wider modal). */
  snooze: (task: Task, extend: boolean) => void;
  unsnooze: (task: Task) => void;
  comments: (task: Task) => void;
  /** A person's name: their profile card at a page point. */
  person: (person: TaskPerson, at: { left: number; top: number }) => void;
}
