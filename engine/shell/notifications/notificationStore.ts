import { createStore, type StoreApi } from 'zustand/vanilla';
import { NOTIFICATION_TIMEOUT_MS } from './constants';

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
}

export interface ShownNotification extends Required<Omit<NotificationInput, 'icon'>> {
  id: number;
  icon: string | null;
}

export interface NotificationState {
  items: ShownNotification[];
}

export interface NotificationActions {
  notify(input: NotificationInput): number;
  dismiss(id: number): void;
}

export type NotificationStore = StoreApi<NotificationState & NotificationActions>;

/** Notifications from creation until a click or their timeout destroys them. */
export function createNotificationStore(): NotificationStore {
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  return createStore<NotificationState & NotificationActions>()((set) => {
    const dismiss = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
    };
    return {
      items: [],
      notify(input) {
        const id = nextId++;
        const timeout = input.timeout ?? NOTIFICATION_TIMEOUT_MS;
        const item: ShownNotification = { id, title: input.title, message: input.message, icon: input.icon ?? null, timeout };
        set((state) => ({ items: [...state.items, item] }));
        if (timeout > 0) timers.set(id, setTimeout(() => dismiss(id), timeout));
        return id;
      },
      dismiss,
    };
  });
}
