import type { ServerSocketEvent } from './serverEvent';
import type { SocketState } from './states';

/**
 * The topics of the live connection, which the desktop emits from its socket client.
 *
 * @example
 * ```ts
 * function changed({ state }: ConnectionEvents['socket/state-changed']): void {
 *   setOffline(state !== 'connected');
 * }
 * ctx.bus.onDidChangeConnection(changed);
 * ```
 */
export interface ConnectionEvents {
  /** The live connection changed state. */
  'socket/state-changed': { state: SocketState };
  /** The server pushed an event through the live connection: settings saved elsewhere, packages changed, an application message. */
  'socket/message': ServerSocketEvent;
}
