import type { DialogHandle, PluginDialogs } from '../../sdk';
import type { Task } from '../../server/contract';
import type { CommentsOptions } from './commentsDialog';
import { COMMENTS_DIALOG, SNOOZE_DIALOG, SNOOZE_EXTEND_DIALOG } from './constants';
import type { SnoozeOptions } from './snoozeDialog';

/** Opens the snooze and comments modals, one at a time: opening one closes the other. */
export interface TaskModals {
  snooze(task: Task, extend: boolean): void;
  unsnooze(task: Task): void;
  comments(task: Task): void;
  /** Whether one is open (a click in it is not a click outside the panel's popup). */
  isOpen(): boolean;
}

/** `onChanged` runs when a modal changed the task: a snooze, an unsnooze, a comment added. */
export function createTaskModals(dialogs: Pick<PluginDialogs, 'open'>, onChanged: () => void): TaskModals {
  let open: DialogHandle | null = null;
  const show = (name: string, options: SnoozeOptions | CommentsOptions) => {
    open?.close();
    const handle = dialogs.open(name, options, (reason) => {
      if (open === handle) open = null;
      if (reason === 'ok' && name !== COMMENTS_DIALOG) onChanged();
    });
    open = handle;
  };
  return {
    snooze: (task, extend) => show(extend ? SNOOZE_EXTEND_DIALOG : SNOOZE_DIALOG, { task, mode: extend ? 'extend' : 'snooze' }),
    unsnooze: (task) => show(SNOOZE_DIALOG, { task, mode: 'unsnooze' }),
    comments: (task) => show(COMMENTS_DIALOG, { task, onAdded: onChanged }),
    isOpen: () => open !== null,
  };
}
