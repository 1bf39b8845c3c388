import type { AppSocketDelivery } from '../../server/contract';

/**
 * The server messages other than the connection's own (ready, error): what the page's bus forwards
 * to plugins. The contract's type, with the settings document narrowed to a plain record: its shape
 * is the desktop's own business, and a plugin reads its settings through `ctx.settings`.
 *
 * @example
 * ```ts
 * ctx.bus.onDidReceiveServerEvent((event: ServerSocketEvent) => {
 *   if (event.name === 'packages') console.info('a package was installed or changed');
 * });
 * ```
 */
export type ServerSocketEvent =
  | { name: 'app'; params: AppSocketDelivery }
  | { name: 'settings'; params: { revision: number; namespaces: string[]; settings: Readonly<Record<string, unknown>> } }
  | { name: 'packages'; params: Record<string, never> };
