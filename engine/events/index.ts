/**
 * The desktop's bus topics: each subsystem declares its own beside its code (the core its
 * lifecycle, apps the launches and link clicks, socket the live connection), and this map joins
 * them for the bus the shell creates. Plugins' events travel on a bus of their own, typed by the
 * map they extend (engine/extensions, `PluginEventMap`).
 */
import type { AppEvents } from '../apps';
import type { LifecycleEvents } from '../core';
import type { ConnectionEvents } from '../socket';

/**
 * Every topic of the desktop's bus and its payload.
 *
 * @example
 * ```ts
 * function greet(event: AtriumEvents['auth/logged-in']): void {
 *   console.info(`Welcome, ${event.username}`);
 * }
 * ctx.bus.onDidLogIn(greet);
 * ```
 */
export interface AtriumEvents extends LifecycleEvents, AppEvents, ConnectionEvents {}

export type EventTopic = keyof AtriumEvents;
