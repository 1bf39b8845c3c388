/** What is used of the browser's Notification API. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  show(title: string, options: { body: string; icon?: string }): void;
}

/** The browser's Notification API, or null where there is none (an insecure origin, an old browser). */
export function browserNotifications(scope: typeof globalThis): NotificationApi | null {
  if (!('Notification' in scope)) return null;
  const Api = scope.Notification;
  return {
    get permission() {
      return Api.permission;
    },
    requestPermission: () => Api.requestPermission(),
    show: (title, options) => {
      // The browser shows it on construction; nothing is done with it afterwards.
      new Api(title, options);
    },
  };
}

/**
 * Shows a `native` notification through the browser once the user has allowed it
 * (docs/features/notifications.md). Answers whether it did: until then — the first asks for the
 * permission — and after a refusal the desktop shows its own toast instead.
 */
export function showNative(api: NotificationApi | null, title: string, body: string, icon: string | null): boolean {
  if (!api) return false;
  if (api.permission === 'granted') {
    api.show(title, icon ? { body, icon } : { body });
    return true;
  }
  if (api.permission === 'default') void api.requestPermission().catch(() => undefined);
  return false;
}
