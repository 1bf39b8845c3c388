import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

export const NOTIFICATION_LIMITS = {
  /** How many a user's history keeps: the oldest go as new ones come. */
  kept: 200,
  /** The longest page of GET /api/v1/notifications. */
  maxTake: 200,
  defaultTake: 50,
  maxTitleLength: 200,
  maxMessageLength: 2000,
  maxIconLength: 2048,
} as const;

export const NOTIFICATION_MESSAGES = {
  titleBlank: 'title must not be empty',
  iconNotUrl: 'icon must be an http(s) URL, a path on this site or a data:image URL',
} as const;

/** One entry of the history; `time` is ISO 8601. */
export const NotificationEntry = Type.Object({ id: Type.String(), title: Type.String(), message: Type.String(), icon: Type.String(), time: Type.String() });
export type NotificationEntry = Static<typeof NotificationEntry>;

/** GET /api/v1/notifications: newest first, and how many the history holds. */
export const NotificationHistory = Type.Object({ items: Type.Array(NotificationEntry), total: Type.Integer() });
export type NotificationHistory = Static<typeof NotificationHistory>;
export const NotificationHistoryAnswer = successOf(NotificationHistory);
export const NotificationEntryAnswer = successOf(NotificationEntry);

export const NotificationHistoryQuery = Type.Object(
  {
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIMITS.maxTake })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: NOTIFICATION_LIMITS.kept })),
  },
  { additionalProperties: false },
);
export type NotificationHistoryQuery = Static<typeof NotificationHistoryQuery>;

/** POST /api/v1/notifications: a notification the desktop showed (its text as shown). */
export const NotificationBody = Type.Object(
  {
    title: Type.String({ maxLength: NOTIFICATION_LIMITS.maxTitleLength }),
    message: Type.String({ maxLength: NOTIFICATION_LIMITS.maxMessageLength }),
    icon: Type.Optional(Type.String({ maxLength: NOTIFICATION_LIMITS.maxIconLength })),
  },
  { additionalProperties: false },
);
export type NotificationBody = Static<typeof NotificationBody>;
