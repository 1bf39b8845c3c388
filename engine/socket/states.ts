import type { ReadableValue } from '../core';
import { SOCKET_RECONNECT_JITTER } from './constants';

/**
 * The live connection's state (docs/features/live-connection.md#in-the-page):
 * - `idle`: not opened yet (before the desktop has started);
 * - `connecting`: the first attempt is under way;
 * - `connected`: the server accepted the session; applications take input;
 * - `failed`: it has never connected ('Connection closed'); attempts go on at the interval;
 * - `disconnected`: it was connected and lost the connection; attempts go on at the interval;
 * - `closed`: closed by the page (sign-out); no more attempts.
 *
 * @example
 * ```ts
 * ctx.bus.onDidChangeConnection(({ state }) => setOffline(state === 'disconnected' || state === 'failed'));
 * const online: boolean = ctx.socket.state.get() === 'connected';
 * ```
 */
export type SocketState = 'idle' | 'connecting' | 'connected' | 'failed' | 'disconnected' | 'closed';

/** What happens to the connection. */
export type SocketEvent = 'open' | 'ready' | 'lost' | 'close';

/** The state after `event` in `state`. A connection lost is `failed` until it has once been connected. */
export function nextSocketState(state: SocketState, event: SocketEvent): SocketState {
  if (state === 'closed' || event === 'close') return 'closed';
  switch (event) {
    case 'open':
      return state === 'idle' ? 'connecting' : state;
    case 'ready':
      return state === 'idle' ? state : 'connected';
    case 'lost':
      if (state === 'connecting' || state === 'failed') return 'failed';
      return state === 'idle' ? state : 'disconnected';
  }
}

/** Whether applications flagged to disable input are masked in `state` ('Please Wait for network connection'). */
export function masksInput(state: SocketState): boolean {
  return state === 'failed' || state === 'disconnected';
}

/** Whether flagged applications are masked, as a value that changes only when that does. */
export function inputMaskOf(state: ReadableValue<SocketState>): ReadableValue<boolean> {
  const get = () => masksInput(state.get());
  return {
    get,
    subscribe(listener) {
      let last = get();
      return state.subscribe(() => {
        const next = get();
        if (next === last) return;
        last = next;
        listener(next);
      });
    },
  };
}

/** The wait before the next attempt: the interval, plus up to SOCKET_RECONNECT_JITTER of it at random. */
export function reconnectDelay(intervalMs: number, random: () => number): number {
  return intervalMs + random() * intervalMs * SOCKET_RECONNECT_JITTER;
}
