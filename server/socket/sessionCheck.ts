import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, SOCKET_CLOSE } from '../contract';
import { SOCKET_SESSION_CHECK_BATCH } from './constants';
import type { SocketHub } from './hub';

export interface SessionCheckDeps {
  hub: SocketHub;
  /** Of `ids` (at most SOCKET_SESSION_CHECK_BATCH), the sign-ins that still go on. */
  activeSessions: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Closes, every `intervalMs`, the sockets of sign-ins that are over. A sign-out or a revoked family
 * closes them at once through the broker; this catches what ends without a word: a sign-in that
 * expired, a user deleted by the operators' tool in another process. Returns the stop function.
 */
export function startSessionCheck({ hub, activeSessions, intervalMs, log }: SessionCheckDeps): () => void {
  let running = false;
  const check = async () => {
    const ids = hub.sessionIds();
    if (running || ids.length === 0) return;
    running = true;
    try {
      const active = new Set<string>();
      for (let start = 0; start < ids.length; start += SOCKET_SESSION_CHECK_BATCH) {
        for (const id of await activeSessions(ids.slice(start, start + SOCKET_SESSION_CHECK_BATCH))) active.add(id);
      }
      for (const id of ids) {
        if (!active.has(id)) hub.deliverLocally({ to: { kind: 'session', sessionId: id }, close: { code: SOCKET_CLOSE.sessionExpired, reason: MESSAGES.sessionExpired } });
      }
    } catch (error) {
      log.warn({ err: error }, 'socket: the sign-ins of the open sockets could not be checked');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
