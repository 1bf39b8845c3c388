import type { Application } from '../../apps';
import type { Disposable, ReadableValue } from '../../core';
import type { SocketState } from '../../socket';

/**
 * The live connection, through which applications talk to their server side
 * (docs/features/live-connection.md#in-the-page). An application message is `{ pid, name, args }`: the server hands what
 * an application sends to the same application on the user's other desktops (their other tabs and
 * devices, in the same account), on whichever server instance they are connected to.
 *
 * @example
 * ```ts
 * ctx.apps.register({
 *   name: 'Chat',
 *   launch(app) {
 *     app.openWindow({ id: 'main', title: app.title, content: <ChatView /> });
 *     app.subscriptions.add(ctx.socket.onDidReceive(app, (args) => showMessage(args)));
 *     if (!ctx.socket.send(app, { text: 'joined' })) showOffline();
 *   },
 * });
 * ```
 */
export interface PluginSocket {
  /** The connection's state: `connected` while messages can be sent. */
  readonly state: ReadableValue<SocketState>;
  /**
   * Sends `args` (any JSON, at most 64 KB with its envelope) to the application's server side as
   * `{ pid, name, args }`. Returns false, and sends nothing, when not connected: nothing is queued,
   * so nothing stale is delivered later. At most 20 messages a second, on average, per page.
   */
  send(app: Pick<Application, 'pid' | 'name'>, args: unknown): boolean;
  /**
   * Calls `listener` with the `args` of each message the server sends to `app`: those for its
   * pid, and those for every instance of its name. Dispose the result (or add it to
   * `app.subscriptions`) when the application goes.
   */
  onDidReceive(app: Pick<Application, 'pid' | 'name'>, listener: (args: unknown) => void): Disposable;
}
