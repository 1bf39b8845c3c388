export type { NotificationInput, NotificationStore, NotificationText, ShownNotification } from './notifications/notificationStore';
export type { ShellServices } from './services';
export type { DayPart, Translate } from './welcome';
export { NOTIFICATION_TIMEOUT_MS, WELCOME_TIMEOUT_MS } from './notifications/constants';
export { createNotificationStore, textOf } from './notifications/notificationStore';
export { ServicesProvider } from './services';
export { applyFavicon } from './theme/applyFavicon';
export { Shell } from './Shell';
export { dayPart, welcomeNotification } from './welcome';
