import type { PluginContext } from '../../sdk';
import { commentsDialog } from './commentsDialog';
import { COMMENTS_DIALOG, SNOOZE_DIALOG, SNOOZE_EXTEND_DIALOG } from './constants';
import { snoozeDialogs } from './snoozeDialog';
import type { TaskApi } from './taskApi';

/** Registers the snooze and comments modals as dialog kinds of the plugin's (gone with it). */
export function registerTaskDialogs(ctx: Pick<PluginContext, 'id' | 'dialogs' | 'i18n' | 'env' | 'subscriptions'>, api: TaskApi): void {
  const deps = { api, ns: ctx.id, t: ctx.i18n.t };
  const snooze = snoozeDialogs({ ...deps, now: () => Date.now() });
  ctx.subscriptions.add(ctx.dialogs.register(SNOOZE_DIALOG, snooze.snooze));
  ctx.subscriptions.add(ctx.dialogs.register(SNOOZE_EXTEND_DIALOG, snooze.extend));
  ctx.subscriptions.add(ctx.dialogs.register(COMMENTS_DIALOG, commentsDialog({ ...deps, locale: () => ctx.env.locale.get() })));
}
