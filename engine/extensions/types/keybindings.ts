import type { Disposable } from '../../core';

/**
 * A keyboard shortcut, e.g. 'Alt+A' (modifiers Ctrl, Alt, Shift, Meta; then a key).
 *
 * @example
 * ```ts
 * const binding: Keybinding = { id: 'acme.orders.open', key: 'Ctrl+Alt+O', run: () => void ctx.apps.launch('Orders') };
 * ```
 */
export interface Keybinding {
  /** Unique, e.g. 'atrium.appmenu.toggle'; settings may remap it by this id. */
  id: string;
  /** The default chord. */
  key: string;
  /** Runs when the chord is pressed. */
  run: () => void;
}

/**
 * Keyboard shortcuts: plugins register defaults, the user's settings may remap them.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.keybindings.register({ id: 'acme.orders.open', key: 'Ctrl+Alt+O', run: openOrders }));
 * const chord = ctx.keybindings.keyFor('acme.orders.open');
 * ```
 */
export interface PluginKeybindings {
  /** Adds a shortcut; disposing the result removes it. */
  register(binding: Keybinding): Disposable;
  /** The chord currently bound to `id` (the default, or the user's). */
  keyFor(id: string): string | null;
}
