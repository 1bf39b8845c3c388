import { toDisposable, type Disposable, type ReadableValue } from '../../core';
import type { SocketState } from '../../socket';
import type { NotificationInput, NotificationStore } from '../notifications/notificationStore';

/** The connection was lost: it stays until the connection is back (timeout 0). */
const LOST: NotificationInput = { title: (t) => t('socket.lostTitle'), message: (t) => t('socket.lost'), timeout: 0, transient: true };
/** 'Connection closed' (docs/features/live-connection.md#in-the-page): it never connected; it stays until it does. */
const FAILED: NotificationInput = { title: (t) => t('socket.failedTitle'), message: (t) => t('socket.failed'), timeout: 0, transient: true };
const RESTORED: NotificationInput = { title: (t) => t('socket.restoredTitle'), message: (t) => t('socket.restored'), transient: true };

/**
 * Tells the user when the live connection is lost, when it is restored, and when it has failed
 * before ever connecting. The notice of a loss or a failure stays until the connection is back,
 * which replaces it with the restored one; the attempts in between add nothing.
 */
export function noticeConnection(state: ReadableValue<SocketState>, notifications: NotificationStore): Disposable {
  let shown: number | null = null;
  const dismiss = () => {
    if (shown !== null) notifications.getState().dismiss(shown);
    shown = null;
  };
  let previous = state.get();
  const follow = (next: SocketState) => {
    if (next === 'failed' && shown === null) shown = notifications.getState().notify(FAILED);
    if (next === 'disconnected' && previous === 'connected') {
      dismiss();
      shown = notifications.getState().notify(LOST);
    }
    if (next === 'connected') {
      const wasLost = previous === 'disconnected';
      dismiss();
      if (wasLost) notifications.getState().notify(RESTORED);
    }
    if (next === 'closed') dismiss();
    previous = next;
  };
  follow(previous);
  const following = state.subscribe(follow);
  return toDisposable(() => {
    following.dispose();
    dismiss();
  });
}
