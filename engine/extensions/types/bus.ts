import type { Disposable } from '../../core';
import type { AtriumEvents } from '../../events';

/**
 * The events plugins send one another, by name, with their payloads. It is empty in the SDK: a
 * plugin declares its own events by adding them to this interface (declaration merging) in the
 * types it publishes, and another plugin's author who imports those types reaches the events by
 * name, typed. Name them `<plugin>/<event>` so that plugins' names do not meet.
 *
 * @example
 * ```ts
 * // in the types of the plugin that owns the event
 * declare module '@atrium/sdk' {
 *   interface PluginEventMap {
 *     'acme.orders/shipped': { orderId: string };
 *   }
 * }
 * // in any plugin that imports those types
 * ctx.bus.on('acme.orders/shipped', ({ orderId }) => refresh(orderId));
 * ctx.bus.emit('acme.orders/shipped', { orderId: '42' });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- plugins fill it by declaration merging
export interface PluginEventMap {}

/**
 * The name of an event some plugin declared in {@link PluginEventMap}.
 *
 * @example
 * ```ts
 * const shipped: PluginEventName = 'acme.orders/shipped';
 * ```
 */
export type PluginEventName = keyof PluginEventMap;

/**
 * The desktop's lifecycle and application events as `onDid…`/`onWill…` subscriptions, and the
 * plugins' own events ({@link PluginEventMap}) by name. Each subscription returns a Disposable,
 * which the plugin's own deactivation also disposes.
 *
 * @example
 * ```ts
 * ctx.bus.onDidLaunchApp((event) => console.info('launched', event));
 * ctx.bus.onWillLogOut((event) => event.join(saveDrafts()));
 * ```
 */
export interface PluginBus {
  /** Fires when the user has signed in. */
  onDidLogIn(listener: (event: AtriumEvents['auth/logged-in']) => void): Disposable;
  /**
   * Fires when sign-out starts, before the session ends on the server and the desktop is cleared;
   * a save joined to the event (`event.join(promise)`) still reaches the server.
   */
  onWillLogOut(listener: (event: AtriumEvents['auth/logout-started']) => void): Disposable;
  /** Fires when the desktop has started. */
  onDidStart(listener: (event: AtriumEvents['core/started']) => void): Disposable;
  /** Fires when an application has launched. */
  onDidLaunchApp(listener: (event: AtriumEvents['apps/launched']) => void): Disposable;
  /** Fires when an application has been destroyed. */
  onDidDestroyApp(listener: (event: AtriumEvents['apps/destroyed']) => void): Disposable;
  /** Fires when a launch has failed, with its error code. */
  onDidFailLaunch(listener: (event: AtriumEvents['apps/launch-failed']) => void): Disposable;
  /** Fires when the live connection changes state (connected, disconnected, …). */
  onDidChangeConnection(listener: (event: AtriumEvents['socket/state-changed']) => void): Disposable;
  /**
   * Fires for each event the server pushes through the live connection: `settings` (saved in
   * another tab or device), `packages` (installed or changed), `app` (an application's message).
   */
  onDidReceiveServerEvent(listener: (event: AtriumEvents['socket/message']) => void): Disposable;
  /**
   * Fires for each plain click on a link anywhere in the page, before the desktop follows it: a
   * listener that owns the link calls `event.claim()`, and the desktop then neither launches an
   * application for it nor lets the browser follow it.
   */
  onWillFollowLink(listener: (event: AtriumEvents['apps/will-follow-link']) => void): Disposable;
  /**
   * Sends a plugin event to its listeners, at once and in the order they subscribed.
   * @param name - an event declared in {@link PluginEventMap}
   * @param payload - what its listeners are handed
   */
  emit<K extends PluginEventName>(name: K, payload: PluginEventMap[K]): void;
  /**
   * Listens to a plugin event, of this plugin or another.
   * @param name - an event declared in {@link PluginEventMap}
   * @param listener - called with each payload sent
   * @returns a Disposable that stops listening; the plugin's deactivation disposes it too
   */
  on<K extends PluginEventName>(name: K, listener: (payload: PluginEventMap[K]) => void): Disposable;
}
