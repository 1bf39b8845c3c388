import type { ReactNode } from 'react';
import type { Disposable } from '../../core';

/**
 * Where on the panel an item sits.
 *
 * @example
 * ```ts
 * const slot: PanelSlot = 'end';
 * ```
 */
export type PanelSlot = 'start' | 'center' | 'end';

/**
 * Something shown on the panel: the application menu, the window list, the tray, …
 *
 * @example
 * ```tsx
 * const item: PanelItem = { id: 'acme.clock', slot: 'end', order: 10, render: () => <Clock /> };
 * ctx.subscriptions.add(ctx.panel.register(item));
 * ```
 */
export interface PanelItem {
  /** Unique among panel items, e.g. 'atrium.appmenu'. */
  id: string;
  /** The part of the panel it sits in. */
  slot: PanelSlot;
  /** Lower first within a slot; ties keep registration order. Default 0. */
  order?: number;
  /** The item's view; a component, so it may use hooks. */
  render: () => ReactNode;
}

/**
 * The desktop's panel, where plugins add items.
 *
 * @example
 * ```tsx
 * ctx.subscriptions.add(
 *   ctx.panel.register({ id: 'acme.status', slot: 'center', render: () => <span>Online</span> }),
 * );
 * ```
 */
export interface PluginPanel {
  /** Adds an item to the panel; disposing the result removes it. */
  register(item: PanelItem): Disposable;
}
