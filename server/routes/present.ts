import { MESSAGES } from '../contract';
import { HttpError } from '../http';

/** A valid token for a user or account that is gone: the session cannot go on. */
export function present<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(401, MESSAGES.sessionExpired);
  return value;
}
