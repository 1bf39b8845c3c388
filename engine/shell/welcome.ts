import type { CurrentUser } from '../../server/contract';
import { WELCOME_TIMEOUT_MS } from './notifications/constants';
import type { NotificationInput } from './notifications/notificationStore';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12, afternoon from 12 through the 17 o'clock hour, evening after (spec, shell section 9). */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour <= 17) return 'afternoon';
  return 'evening';
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The greeting shown after start, or null when the user turned it off (preference Greetingmessage). */
export function welcomeNotification(
  user: Pick<CurrentUser, 'firstname' | 'preferences'>,
  now: Date,
  productName: string,
  t: Translate,
): NotificationInput | null {
  if (user.preferences.Greetingmessage !== 'true') return null;
  return {
    title: t('welcome.title', { product: productName }),
    message: t('welcome.message', { greeting: t(`welcome.${dayPart(now)}`), firstname: user.firstname }),
    timeout: WELCOME_TIMEOUT_MS,
  };
}
