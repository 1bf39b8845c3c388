import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { addressKey } from './addressKey';
import {
  LOGIN_ATTACK_FACTOR,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_MAX_DELAY_MS,
  LOGIN_RATE_LIMIT_WINDOW_MS,
} from './constants';

/**
 * The login limits, kept in the database so that every instance counts the same attempts:
 * - an address may try LOGIN_RATE_LIMIT_PER_IP times a minute, whatever the usernames;
 * - a username tried from one address gets LOGIN_FAILURES_PER_USER free failures, then waits a
 *   delay that doubles with each further failure (see loginDelayMs), counted per username AND
 *   address, so that nobody can lock the owner out from another address;
 * - a username failing from many addresses at once (LOGIN_ATTACK_FACTOR times the free failures)
 *   is under a distributed attack: every address that has failed for it waits from its first
 *   failure on, while an address without failures still signs in at once.
 */
export interface LoginThrottle {
  /** Counts a sign-in attempt from `address`; seconds until it may try again, 0 when it may now. */
  admitAddress(address: string): Promise<number>;
  /** Seconds until `username` may be tried from `address` again; 0 when it may now. */
  retryAfterSeconds(username: string, address: string): Promise<number>;
  recordFailure(username: string, address: string): Promise<void>;
  /** Forgets the failures of `username` from `address` after it signed in there. */
  recordSuccess(username: string, address: string): Promise<void>;
}

export interface LoginLimits {
  /** Sign-in attempts per address per minute (LOGIN_RATE_LIMIT_PER_IP). */
  attemptsPerAddress: number;
  /** Free failures per username and address before the delays start (LOGIN_FAILURES_PER_USER). */
  failuresPerUser: number;
}

/**
 * The wait after `failures` failures of which `free` cost nothing: none before, then
 * LOGIN_FIRST_DELAY_MS doubling with each further failure, at most LOGIN_MAX_DELAY_MS.
 */
export function loginDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (failures - free), LOGIN_MAX_DELAY_MS);
}

const keys = {
  address: (address: string) => `address:${addressKey(address)}`,
  user: (username: string) => `user:${username}`,
  pair: (username: string, address: string) => `pair:${addressKey(address)}:${username}`,
};

/**
 * Adds one to the counter `key` of the login_throttle table and answers it with its window's start.
 * A count starts again when its window has passed: measured from the window's start
 * (`window_start`), or from the newest attempt (`last_at`). Other limits (password reset mails)
 * count in the same table, under keys of their own.
 */
export function countAttempt(db: Kysely<Database>, key: string, windowMs: number, from: 'window_start' | 'last_at', now: number) {
  const stale = now - windowMs;
  return db
    .insertInto('login_throttle')
    .values({ key, count: 1, window_start: now, last_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const restarts = eb(`login_throttle.${from}`, '<=', stale);
        return {
          count: eb.case().when(restarts).then(1).else(eb('login_throttle.count', '+', 1)).end(),
          window_start: eb.case().when(restarts).then(now).else(eb.ref('login_throttle.window_start')).end(),
          last_at: now,
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

export function createLoginThrottle(db: Kysely<Database>, limits: LoginLimits, clock: Clock): LoginThrottle {
  const count = (key: string, windowMs: number, from: 'window_start' | 'last_at') => countAttempt(db, key, windowMs, from, clock.now());

  return {
    async admitAddress(address) {
      const { count: attempts, window_start: since } = await count(keys.address(address), LOGIN_RATE_LIMIT_WINDOW_MS, 'window_start');
      if (attempts <= limits.attemptsPerAddress) return 0;
      return Math.max(1, Math.ceil((since + LOGIN_RATE_LIMIT_WINDOW_MS - clock.now()) / 1000));
    },

    async retryAfterSeconds(username, address) {
      const now = clock.now();
      const rows = await db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', 'in', [keys.pair(username, address), keys.user(username)])
        .execute();
      const pair = rows.find((row) => row.key === keys.pair(username, address));
      const user = rows.find((row) => row.key === keys.user(username));
      if (!pair || pair.last_at <= now - LOGIN_FAILURE_WINDOW_MS) return 0;
      const userFailures = user && user.window_start > now - LOGIN_FAILURE_WINDOW_MS ? user.count : 0;
      const free = userFailures >= limits.failuresPerUser * LOGIN_ATTACK_FACTOR ? 1 : limits.failuresPerUser;
      const wait = pair.last_at + loginDelayMs(pair.count, free) - now;
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },

    async recordFailure(username, address) {
      await count(keys.pair(username, address), LOGIN_FAILURE_WINDOW_MS, 'last_at');
      await count(keys.user(username), LOGIN_FAILURE_WINDOW_MS, 'window_start');
    },

    async recordSuccess(username, address) {
      await db.deleteFrom('login_throttle').where('key', '=', keys.pair(username, address)).execute();
    },
  };
}

/** Deletes the login counters no limit looks at any more; answers how many. */
export async function pruneLoginCounters(db: Kysely<Database>, now: number): Promise<number> {
  const oldest = now - Math.max(LOGIN_FAILURE_WINDOW_MS, LOGIN_RATE_LIMIT_WINDOW_MS, LOGIN_MAX_DELAY_MS);
  const deleted = await db.deleteFrom('login_throttle').where('last_at', '<=', oldest).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
