import { definePlugin, type PluginContext } from '../../sdk';
import { PANEL_TAKE, PRIORITIES_APP, PRIORITIES_ITEM_ID } from './constants';
import { launchTask } from './launchTask';
import './priorities.css';
import { PrioritiesPanel } from './PrioritiesPanel';
import { PRIORITIES_STRINGS } from './strings';
import { createTaskApi } from './taskApi';
import type { TaskActions } from './taskActions';
import { registerTaskDialogs } from './taskDialogs';
import { createTaskListStore } from './taskListStore';
import { createTaskModals, type TaskModals } from './taskModals';

export type { TaskActions, Translate } from './taskActions';
export type { TaskApi } from './taskApi';
export type { TaskListStore } from './taskListStore';
export type { TaskModals } from './taskModals';
export { APP_DEFAULT_TAKE, APP_PAGE_SIZES, PRIORITIES_APP } from './constants';
export { launchTask } from './launchTask';
export { ListHeader } from './ListHeader';
export { pageCount } from './rules';
export { createTaskApi } from './taskApi';
export { createTaskListStore } from './taskListStore';
export { createTaskModals } from './taskModals';
export { TaskListView } from './TaskListView';

/** Registers the plugin's texts with `ctx` (the panel item's and the app's). */
export function addPriorityStrings(ctx: Pick<PluginContext, 'i18n' | 'subscriptions'>): void {
  ctx.subscriptions.add(ctx.i18n.registerStrings(PRIORITIES_STRINGS));
}

/** A task row's actions as the panel and the app give them: its app, the modals, a person's profile card. */
export function taskActions(ctx: Pick<PluginContext, 'apps' | 'people'>, modals: TaskModals): TaskActions {
  return {
    open: (task) => launchTask(ctx.apps, task, false),
    edit: (task) => launchTask(ctx.apps, task, true),
    snooze: (task, extend) => modals.snooze(task, extend),
    unsnooze: (task) => modals.unsnooze(task),
    comments: (task) => modals.comments(task),
    person: (person, at) => ctx.people.showCard(person.id, at),
  };
}

/**
 * The priorities panel item (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app): the user's tasks by list
 * and colour, their snooze and comments modals, and View All, which opens the Priorities app.
 */
export const priorities = definePlugin({
  id: PRIORITIES_ITEM_ID,
  activate(ctx) {
    addPriorityStrings(ctx);
    const api = createTaskApi(ctx.http);
    registerTaskDialogs(ctx, api);
    const store = createTaskListStore(api, PANEL_TAKE);
    const modals = createTaskModals(ctx.dialogs, () => void store.getState().refetch());
    const actions = taskActions(ctx, modals);
    ctx.panel.register({
      id: PRIORITIES_ITEM_ID,
      slot: 'end',
      render: () => <PrioritiesPanel ctx={ctx} store={store} modals={modals} actions={actions} onViewAll={() => void ctx.apps.launch(PRIORITIES_APP)} />,
    });
  },
});
