import type { Clock } from '../clock';
import { LOGIN_FAILURE_WINDOW_MS } from './constants';

/** Counts failed logins per username and says when a username must wait. */
export interface LoginThrottle {
  /** Seconds until `username` may try again; 0 when it may try now. */
  retryAfterSeconds(username: string): number;
  recordFailure(username: string): void;
  /** Forgets the failures after a successful login. */
  reset(username: string): void;
}

/**
 * Keeps the counts in this process's memory. That is enough for one instance: a restart
 * forgets them, which only shortens one window. Instances behind a load balancer would each
 * count on their own, allowing up to N × limit attempts — put a shared store behind this
 * interface before relying on it there.
 */
export function createMemoryLoginThrottle(options: { limit: number; clock: Clock }): LoginThrottle {
  const failures = new Map<string, number[]>();
  let lastSweep = options.clock.now();

  function recent(username: string, now: number): number[] {
    const times = (failures.get(username) ?? []).filter((time) => time > now - LOGIN_FAILURE_WINDOW_MS);
    if (times.length > 0) failures.set(username, times);
    else failures.delete(username);
    return times;
  }

  // Usernames that never come back would otherwise stay in the map forever.
  function sweep(now: number): void {
    if (now - lastSweep < LOGIN_FAILURE_WINDOW_MS) return;
    lastSweep = now;
    for (const username of [...failures.keys()]) recent(username, now);
  }

  return {
    retryAfterSeconds(username) {
      const now = options.clock.now();
      const times = recent(username, now);
      // The window opens again when the oldest of the last `limit` failures falls out of it.
      const oldestCounted = times.at(-options.limit);
      if (oldestCounted === undefined) return 0;
      const reopensAt = oldestCounted + LOGIN_FAILURE_WINDOW_MS;
      return Math.max(1, Math.ceil((reopensAt - now) / 1000));
    },
    recordFailure(username) {
      const now = options.clock.now();
      sweep(now);
      failures.set(username, [...recent(username, now), now]);
    },
    reset(username) {
      failures.delete(username);
    },
  };
}
