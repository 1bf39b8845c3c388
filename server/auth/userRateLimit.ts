import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { countAttempt } from './loginThrottle';

/** How often one user may do something: `max` times in each window of `windowMs`. */
export interface UserRate {
  /** Names the counter: each limited call has its own. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Per-user limits on calls that write (a log line, a comment, a notification), counted in the
 * login limits' table so that every instance counts the same calls.
 */
export interface UserRateLimit {
  /** Counts one call by `userId`; seconds until the user may call again when it is over `rate`, else 0. */
  admit(rate: UserRate, userId: string): Promise<number>;
}

export function createUserRateLimit(db: Kysely<Database>, clock: Clock): UserRateLimit {
  return {
    async admit(rate, userId) {
      const now = clock.now();
      const { count, window_start: since } = await countAttempt(db, `rate:${rate.name}:${userId}`, rate.windowMs, 'window_start', now);
      if (count <= rate.max) return 0;
      return Math.max(1, Math.ceil((since + rate.windowMs - now) / 1000));
    },
  };
}
