import { definePlugin } from '../../sdk';
import { addPriorityStrings, APP_DEFAULT_TAKE, createTaskApi, createTaskListStore, createTaskModals, PRIORITIES_APP, taskActions } from '../../plugins/priorities';
import './priorities.css';
import { PrioritiesView } from './PrioritiesView';

/**
 * The Priorities app (View All in the priorities panel): a whole list a page at a time, with the
 * panel's list chooser, colour filters and row actions. Its snooze and comments modals are the
 * priorities plugin's dialog kinds.
 */
export const priorities = definePlugin({
  id: 'atrium.priorities.app',
  activate(ctx) {
    addPriorityStrings(ctx);
    const api = createTaskApi(ctx.http);
    ctx.subscriptions.add(
      ctx.apps.register({
        name: PRIORITIES_APP,
        launch(app) {
          const store = createTaskListStore(api, APP_DEFAULT_TAKE);
          // A change in a modal reads the page again, the colour chosen kept.
          const modals = createTaskModals(ctx.dialogs, () => void store.getState().goTo(store.getState().skip));
          app.openWindow({
            id: 'main',
            title: app.title,
            dimension: { width: 640, height: 520 },
            content: <PrioritiesView ns={ctx.id} locale={ctx.env.locale} store={store} actions={taskActions(ctx, modals)} />,
          });
        },
      }),
    );
  },
});
