import type { AppHit, CommentHit, FileEntry, UserHit } from '../../server/contract';
import type { PluginContext } from '../../sdk';
import { PRIORITIES_APP } from './constants';

/** A result of any filter, as the view hands it on. */
export type SearchHit = { kind: 'apps'; hit: AppHit } | { kind: 'user'; hit: UserHit } | { kind: 'attachment'; hit: FileEntry } | { kind: 'comment'; hit: CommentHit };

/** Where a result was opened on the page: the card of a user opens there. */
export interface Point {
  left: number;
  top: number;
}

/**
 * Opens a result as its kind asks: an app runs; a user's profile card opens at the point; a file
 * opens with its default application; a comment opens its task in the task's app (with the file
 * id and the task, as a task row of the priorities panel does), or in the Priorities app when the
 * task's app is not among those the user may run.
 */
export function openResult(ctx: Pick<PluginContext, 'apps' | 'people'>, result: SearchHit, at: Point): void {
  switch (result.kind) {
    case 'apps':
      void ctx.apps.launch(result.hit.name);
      return;
    case 'user':
      ctx.people.showCard(result.hit.id, at);
      return;
    case 'attachment':
      void ctx.apps.openFile(result.hit);
      return;
    case 'comment': {
      const { task } = result.hit;
      const runnable = ctx.apps.catalog.get().some((entry) => entry.name === task.appName);
      const args = { taskId: task.uuid, ...(task.fileId === null ? {} : { fileId: task.fileId }) };
      void ctx.apps.launch(runnable ? task.appName : PRIORITIES_APP, args);
    }
  }
}
