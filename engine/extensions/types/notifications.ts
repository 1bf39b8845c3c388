import type { NotificationHistory } from '../records';
import type { ReadableValue } from '../../core';

/**
 * A notification to show (docs/features/notifications.md).
 *
 * @example
 * ```ts
 * const saved: NotificationOptions = { title: 'Orders', message: 'Order 42 shipped', sound: 'complete' };
 * ```
 */
export interface NotificationOptions {
  title: string;
  message: string;
  /** Image URL. */
  icon?: string;
  /** Milliseconds until the toast closes by itself; 0 keeps it until clicked. Default 5000. */
  timeout?: number;
  /** A bundled sound: 'message' (the default), 'bell' or 'complete'; null for none. */
  sound?: string | null;
  /** Shown by the browser's own notifications once the user allows them (asked at the first); a toast until then. */
  native?: boolean;
}

/**
 * Notifications: a toast with its sound, kept in the user's history on the server (which follows
 * them to another device), and the do-not-disturb switch that holds toasts and sounds back.
 *
 * @example
 * ```ts
 * ctx.notifications.notify({ title: 'Orders', message: 'Order 42 shipped' });
 * const quiet = ctx.notifications.doNotDisturb.get();
 * const { items } = await ctx.notifications.history({ take: 10 });
 * ```
 */
export interface PluginNotifications {
  /** Shows a notification, plays its sound and records it in the history (only records it under do-not-disturb). */
  notify(options: NotificationOptions): void;
  /** Whether do-not-disturb is on. */
  readonly doNotDisturb: ReadableValue<boolean>;
  /** Turns do-not-disturb on or off, saved with the user's desktop settings. */
  setDoNotDisturb(on: boolean): void;
  /** The user's notifications, newest first (GET /api/v1/notifications). */
  history(page?: { take?: number; skip?: number }): Promise<NotificationHistory>;
  /** Empties the user's history. */
  clearHistory(): Promise<void>;
}
