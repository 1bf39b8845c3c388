import type { ServerSocketMessage } from '../contract';

/** Whose sockets an event is for, on every instance. */
export type Audience =
  /** Every socket of the user; in one account only when `accountId` is given; but the socket `exceptSocket`. */
  | { kind: 'user'; userId: string; accountId?: string; exceptSocket?: string }
  /** The sockets opened in one sign-in (one refresh token family). */
  | { kind: 'session'; sessionId: string }
  | { kind: 'everyone' };

/** What instances tell one another's sockets: a message to send, or a close with its code and reason. */
export type LiveEvent = { to: Audience; send: ServerSocketMessage } | { to: Audience; close: { code: number; reason: string } };

/** Whether `value`, read from another instance, has a LiveEvent's shape (the messages themselves are ours). */
export function isLiveEvent(value: unknown): value is LiveEvent {
  if (value === null || typeof value !== 'object') return false;
  const { to, send, close } = value as Record<string, unknown>;
  if (to === null || typeof to !== 'object') return false;
  const { kind } = to as Record<string, unknown>;
  if (kind !== 'user' && kind !== 'session' && kind !== 'everyone') return false;
  return (send !== null && typeof send === 'object') || (close !== null && typeof close === 'object');
}
