export type { NotificationInput, Notifications } from './notificationStore';
export { createNotifications } from './notificationStore';
