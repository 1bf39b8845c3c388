import type { UserRateLimit } from '../auth';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  NotificationBodySchema,
  NotificationEntryAnswer,
  NotificationHistoryAnswer,
  NotificationHistoryQuerySchema,
} from '../contract';
import { API_V1_BASE, HttpError, requireBearer, sessionOf, wholeNumbersIn, type App, type Authenticator } from '../http';
import type { Notifications } from '../notifications';
import { limitPerUser, NOTIFICATION_RATE } from './rateLimits';

export interface NotificationRouteOptions {
  notifications: Notifications;
  authenticator: Authenticator;
  rateLimit: UserRateLimit;
}

/** What an icon may be: what the desktop's image element loads from this site or the web. */
const ICON = /^(?:https?:\/\/[^\s]+|\/[^\s]*|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;

/**
 * The user's notification history (beyond the spec: it follows them to another device): the
 * desktop records each notification it shows; the tray lists them and clears them.
 */
export async function registerNotificationRoutes(app: App, { notifications, authenticator, rateLimit }: NotificationRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    scope.get(
      `${API_V1_BASE}/notifications`,
      { schema: { querystring: NotificationHistoryQuerySchema, response: { 200: NotificationHistoryAnswer } }, preValidation: wholeNumbersIn(['take', 'skip']) },
      async (request) => {
        const { take = NOTIFICATION_LIMITS.defaultTake, skip = 0 } = request.query;
        return { status: 'success' as const, data: await notifications.history(sessionOf(request).userId, take, skip) };
      },
    );

    scope.post(
      `${API_V1_BASE}/notifications`,
      { schema: { body: NotificationBodySchema, response: { 200: NotificationEntryAnswer } }, preHandler: limitPerUser(rateLimit, NOTIFICATION_RATE, 'notifications') },
      async (request) => {
        const title = request.body.title.trim();
        const icon = request.body.icon ?? '';
        if (title === '') throw new HttpError(400, NOTIFICATION_MESSAGES.titleBlank);
        if (icon !== '' && !ICON.test(icon)) throw new HttpError(400, NOTIFICATION_MESSAGES.iconNotUrl);
        const entry = await notifications.record(sessionOf(request).userId, { title, message: request.body.message.trim(), icon });
        return { status: 'success' as const, data: entry };
      },
    );

    scope.delete(`${API_V1_BASE}/notifications`, async (request) => {
      await notifications.clear(sessionOf(request).userId);
      return { status: 'success' as const, data: null };
    });
    done();
  });
}
