import { RETRY_BASE_MS, RETRY_MAX_MS } from './constants';
import type { Disposable } from './lifecycle';

/** The timers and the randomness a retry waits with, injected so that tests drive them. */
export interface RetryTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1), as Math.random gives. */
  random: () => number;
}

/**
 * How long to wait after the `failures`-th failure in a row: RETRY_BASE_MS doubled for each
 * failure before it, capped at RETRY_MAX_MS, and of that a random amount between half and all
 * ("equal jitter"): pages that failed together spread their retries, and none retries at once.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface RetryHandlers<T> {
  /** Told the value of the attempt that succeeded; awaited before `firstAttempt` settles. It handles its own errors. */
  onSuccess(value: T): void | Promise<void>;
  /** Told each failed attempt's error and how many attempts have failed so far. */
  onFailure(error: unknown, failures: number): void;
}

/** An attempt that is being made until it succeeds; disposing it stops the retries. */
export interface Retrying extends Disposable {
  /** Settles once the first attempt and its handler have run, whether it succeeded or failed. */
  readonly firstAttempt: Promise<void>;
}

/**
 * Runs `attempt` until it succeeds, waiting `backoffDelay` after each failure, for state that
 * must be loaded before anything may be saved over it (the settings, the session).
 *
 * @example
 * ```ts
 * const loading = retryWithBackoff(() => http.request<Session>('GET', path), { onSuccess: restore, onFailure: warnOnce }, timers);
 * await loading.firstAttempt; // the desktop goes on; a later success still restores
 * ```
 */
export function retryWithBackoff<T>(attempt: () => Promise<T>, handlers: RetryHandlers<T>, timers: RetryTimers): Retrying {
  let disposed = false;
  let timer: unknown = null;
  let failures = 0;
  const run = async (): Promise<void> => {
    let value: T;
    try {
      value = await attempt();
    } catch (error) {
      if (disposed) return;
      failures += 1;
      handlers.onFailure(error, failures);
      timer = timers.setTimeout(() => {
        timer = null;
        void run();
      }, backoffDelay(failures, timers.random));
      return;
    }
    if (!disposed) await handlers.onSuccess(value);
  };
  return {
    firstAttempt: run(),
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
