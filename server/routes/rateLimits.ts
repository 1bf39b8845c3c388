import type { FastifyRequest } from 'fastify';
import type { UserRate, UserRateLimit } from '../auth';
import { HttpError, sessionOf } from '../http';

// How often one user may call the routes that write on each call, beyond what a person or a
// working desktop does; more are answered 429 with Retry-After.

const MINUTE_MS = 60 * 1000;

/** POST /api/v1/logger: the desktop logs a failure or two per action; a loop of them is not for the operators' log. */
export const LOGGER_RATE: UserRate = { name: 'logger', max: 120, windowMs: MINUTE_MS };
/** POST /api/v1/task/:id/comments: typed by a person. */
export const TASK_COMMENT_RATE: UserRate = { name: 'task-comment', max: 30, windowMs: MINUTE_MS };
/** POST /api/v1/notifications: one per notification the desktop shows. */
export const NOTIFICATION_RATE: UserRate = { name: 'notification', max: 60, windowMs: MINUTE_MS };

/** What the 429 says: what was limited, the limit, and when to try again. */
export function rateLimitedMessage(what: string, rate: UserRate, retryAfterSeconds: number): string {
  return `Too many ${what}: at most ${rate.max} every ${rate.windowMs / 1000} seconds per user. Try again in ${retryAfterSeconds} seconds.`;
}

/** A preHandler that counts the call against the signed-in user's `rate` of `what`, and answers 429 past it. */
export function limitPerUser(limit: UserRateLimit, rate: UserRate, what: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const retryAfterSeconds = await limit.admit(rate, sessionOf(request).userId);
    if (retryAfterSeconds > 0) throw new HttpError(429, rateLimitedMessage(what, rate, retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
  };
}
