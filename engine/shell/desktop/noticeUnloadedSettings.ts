import { toDisposable, type Disposable, type ReadableValue } from '../../core';
import type { SettingsLoadState } from '../../settings';
import type { NotificationInput, NotificationStore } from '../notifications/notificationStore';

/** What the user is told while their settings cannot be loaded: it stays until they are (timeout 0). */
const UNLOADED: NotificationInput = {
  title: (t) => t('settings.unloadedTitle'),
  message: (t) => t('settings.unloaded'),
  timeout: 0,
  transient: true,
};

/**
 * Tells the user, once, when their settings could not be loaded (the retries that follow add
 * nothing), and takes the notification away when they have loaded or the desktop goes.
 */
export function noticeUnloadedSettings(state: ReadableValue<SettingsLoadState>, notifications: NotificationStore): Disposable {
  let shown: number | null = null;
  const dismiss = () => {
    if (shown !== null) notifications.getState().dismiss(shown);
    shown = null;
  };
  const follow = (next: SettingsLoadState) => {
    if (next === 'retrying' && shown === null) shown = notifications.getState().notify(UNLOADED);
    if (next === 'loaded') dismiss();
  };
  follow(state.get());
  const following = state.subscribe(follow);
  // The notice speaks of this desktop's settings: it goes with the desktop (sign-out).
  return toDisposable(() => {
    following.dispose();
    dismiss();
  });
}
