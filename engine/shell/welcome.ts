import type { CurrentUser } from '../../server/contract';
import { WELCOME_TIMEOUT_MS } from './notifications/constants';
import type { NotificationInput, Translate } from './notifications/notificationStore';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12, afternoon from 12 through the 17 o'clock hour, evening after (docs/features/notifications.md#the-welcome-greeting). */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour <= 17) return 'afternoon';
  return 'evening';
}

export type { Translate };

/**
 * The greeting shown after start, or null when the user turned it off (preference Greetingmessage).
 * Its texts are written in the language current when shown, so they follow a language switch.
 */
export function welcomeNotification(user: Pick<CurrentUser, 'firstname' | 'preferences'>, now: Date, productName: string): NotificationInput | null {
  if (user.preferences.Greetingmessage !== 'true') return null;
  const part = dayPart(now);
  return {
    title: (t: Translate) => t('welcome.title', { product: productName }),
    message: (t: Translate) => t('welcome.message', { greeting: t(`welcome.${part}`), firstname: user.firstname }),
    timeout: WELCOME_TIMEOUT_MS,
    // A greeting at each sign-in would fill the history with nothing to come back to.
    transient: true,
  };
}
