import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_SOUND, NOTIFICATION_TIMEOUT_MS } from './constants';

/** Translates a key in the current language, as `i18n.t` does. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A notification's text: a string shown as given, or a function that writes it in the current
 * language, called each time it is shown, so a language switch reaches notifications on screen.
 */
export type NotificationText = string | ((t: Translate) => string);

/** The text of `text` in the language `t` translates into. */
export const textOf = (text: NotificationText, t: Translate): string => (typeof text === 'string' ? text : text(t));

export interface NotificationInput {
  title: NotificationText;
  message: NotificationText;
  icon?: string;
  /** Milliseconds until it closes by itself; 0 keeps it until clicked. */
  timeout?: number;
  /** A bundled sound's name ('message' by default, docs/features/notifications.md); null: silent. */
  sound?: string | null;
  /** Shown by the browser's own notifications once the user allows them; a toast until then. */
  native?: boolean;
  /** The shell's passing status (a greeting, the connection): shown, but not kept in the history. */
  transient?: boolean;
}

export interface ShownNotification {
  id: number;
  title: NotificationText;
  message: NotificationText;
  icon: string | null;
  timeout: number;
}

/** Where a notification goes besides the toast; the desktop connects them while it runs. */
export interface NotificationOutputs {
  play(sound: string): void;
  /** Shows it through the browser; false when it could not (no permission yet): a toast then. */
  showNative(notification: ShownNotification): boolean;
  /** Keeps it in the user's history. */
  record(notification: ShownNotification): void;
}

export interface NotificationState {
  items: ShownNotification[];
  /** Toasts and sounds are held back; notifications still reach the history. */
  doNotDisturb: boolean;
}

export interface NotificationActions {
  /** Returns the notification's id, also when do-not-disturb shows nothing. */
  notify(input: NotificationInput): number;
  dismiss(id: number): void;
  setDoNotDisturb(on: boolean): void;
  /** Connects the outputs; the returned function disconnects them. */
  connect(outputs: NotificationOutputs): () => void;
}

export type NotificationStore = StoreApi<NotificationState & NotificationActions>;

/**
 * Notifications from creation until a click or their timeout destroys them
 * (docs/features/notifications.md), with their sound, the browser's notifications for `native` ones, the history, and the
 * do-not-disturb switch.
 */
export function createNotificationStore(): NotificationStore {
  let nextId = 1;
  let outputs: NotificationOutputs | null = null;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  return createStore<NotificationState & NotificationActions>()((set, get) => {
    const dismiss = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
    };
    return {
      items: [],
      doNotDisturb: false,
      notify(input) {
        const id = nextId++;
        const timeout = input.timeout ?? NOTIFICATION_TIMEOUT_MS;
        const item: ShownNotification = { id, title: input.title, message: input.message, icon: input.icon ?? null, timeout };
        if (!input.transient) outputs?.record(item);
        if (get().doNotDisturb) return id;
        const sound = input.sound === undefined ? DEFAULT_SOUND : input.sound;
        if (sound !== null) outputs?.play(sound);
        if (input.native && outputs?.showNative(item)) return id;
        set((state) => ({ items: [...state.items, item] }));
        if (timeout > 0) timers.set(id, setTimeout(() => dismiss(id), timeout));
        return id;
      },
      dismiss,
      setDoNotDisturb(on) {
        set({ doNotDisturb: on });
      },
      connect(connected) {
        outputs = connected;
        return () => {
          if (outputs === connected) outputs = null;
        };
      },
    };
  });
}
